// Animals: instinct in its many shapes.
import type { LexiconEntryData } from './types.ts';

export const animals: readonly LexiconEntryData[] = [
  {
    id: 'snake',
    label: ['the snake', 'la serpiente'],
    en: ['snake', 'serpent', 'viper', 'cobra', 'python'],
    es: ['serpiente', 'culebra', 'vibora', 'piton'],
    labels: {
      culebra: ['the snake', 'la culebra'],
      viper: ['the viper', 'la víbora'],
      vibora: ['the viper', 'la víbora'],
    },
    jung: [
      'The snake is among the most powerful images of instinct and of transformation: it sheds its skin and is renewed. It can be feared as danger and honoured as healing, as on the staff of Asclepius.',
      'La serpiente es una de las imágenes más poderosas del instinto y de la transformación: muda la piel y se renueva. Puede temerse como peligro y honrarse como curación, como en la vara de Asclepio.',
    ],
    rogers: [
      'what you felt when the snake appeared, and whether something in your life is changing its skin or asking to be faced',
      'lo que sentiste cuando apareció la serpiente, y si algo en tu vida está mudando de piel o pide ser enfrentado',
    ],
    cbt: [
      'Snake dreams often carry a sense of hidden threat, the thought that “something dangerous is close and I can’t see it”. You might write down what the threat could be in waking life and how realistic it is.',
      'Los sueños con serpientes suelen llevar una sensación de amenaza oculta, el pensamiento de que «hay algo peligroso cerca y no lo veo». Podrías anotar qué podría ser esa amenaza en la vida despierta y cuán realista es.',
    ],
  },
  {
    id: 'dog',
    label: ['the dog', 'el perro'],
    en: ['dog', 'puppy', 'hound'],
    es: ['perro', 'perra', 'cachorro', 'perrito'],
    labels: {
      perra: ['the dog', 'la perra'],
      puppy: ['the puppy', 'el cachorro'],
      cachorro: ['the puppy', 'el cachorro'],
    },
    jung: [
      'The dog is instinct that has befriended humanity: loyalty, companionship, guardianship, and in myth the guide between worlds. A friendly dog and an attacking one point to very different relations with your own instincts.',
      'El perro es el instinto que se ha hecho amigo del ser humano: lealtad, compañía, custodia y, en el mito, el guía entre mundos. Un perro amistoso y uno que ataca señalan relaciones muy distintas con tus propios instintos.',
    ],
    rogers: [
      'what the dog was like with you and how you felt toward it, and where loyalty, protection or companionship matter in your life now',
      'cómo era el perro contigo y qué sentías hacia él, y dónde importan ahora en tu vida la lealtad, la protección o la compañía',
    ],
    cbt: [
      'A dog can stand for someone you trust or fear. If it was threatening, a thought like “the people close to me might turn on me” may be worth checking against how they have actually behaved.',
      'Un perro puede representar a alguien en quien confías o a quien temes. Si era amenazante, quizá valga la pena contrastar un pensamiento como «las personas cercanas podrían volverse contra mí» con cómo se han comportado de verdad.',
    ],
  },
  {
    id: 'cat',
    label: ['the cat', 'el gato'],
    en: ['cat', 'kitten', 'kitty'],
    es: ['gato', 'gata', 'gatito', 'gatita'],
    labels: {
      gata: ['the cat', 'la gata'],
      kitten: ['the kitten', 'el gatito'],
      gatito: ['the kitten', 'el gatito'],
      gatita: ['the kitten', 'la gatita'],
    },
    jung: [
      'The cat is independence, intuition and the feminine in its self-possessed, mysterious aspect. It keeps its own counsel; in a dream it may embody a part of you that does not ask for permission.',
      'El gato es independencia, intuición y lo femenino en su aspecto dueño de sí y misterioso. No rinde cuentas a nadie; en un sueño puede encarnar una parte de ti que no pide permiso.',
    ],
    rogers: [
      'what the cat was doing and how you related to it, and where in your life you want more independence or more closeness',
      'qué hacía el gato y cómo te relacionabas con él, y en qué parte de tu vida deseas más independencia o más cercanía',
    ],
    cbt: [
      'Cats in dreams sometimes bring up questions of trust and aloofness. If the dream left a thought like “people keep their distance from me”, you might list recent moments that fit it and ones that do not.',
      'Los gatos en los sueños a veces traen preguntas sobre confianza y distancia. Si el sueño dejó un pensamiento como «la gente mantiene las distancias conmigo», podrías anotar momentos recientes que encajen y otros que no.',
    ],
  },
  {
    id: 'spider',
    label: ['the spider', 'la araña'],
    en: ['spider', 'spiderweb', 'spider web', 'cobweb', 'tarantula'],
    es: ['arana', 'telarana', 'tarantula'],
    jung: [
      'The spider weaves: it can be the creative power of the psyche, or the devouring mother who traps. Its web may show a situation in which you feel caught, or a pattern you yourself are weaving.',
      'La araña teje: puede ser el poder creativo de la psique, o la madre devoradora que atrapa. Su tela puede mostrar una situación en la que te sientes atrapado, o un patrón que tú mismo estás tejiendo.',
    ],
    rogers: [
      'what the spider stirred in you, and whether something in your life feels like a web, delicate, intricate or hard to get out of',
      'lo que la araña despertó en ti, y si algo en tu vida se siente como una telaraña, delicada, enredada o difícil de abandonar',
    ],
    cbt: [
      'Spider dreams often mix disgust and fear with a feeling of being trapped. You might notice whether a thought like “I’m caught in this and can’t get out” is present, and list one thread you could loosen.',
      'Los sueños con arañas suelen mezclar asco y miedo con la sensación de estar atrapado. Podrías notar si aparece un pensamiento como «estoy enredado y no puedo salir», y anotar un hilo que podrías aflojar.',
    ],
  },
  {
    id: 'horse',
    label: ['the horse', 'el caballo'],
    en: ['horse', 'pony', 'stallion', 'mare'],
    es: ['caballo', 'yegua', 'potro', 'poni'],
    labels: {
      mare: ['the mare', 'la yegua'],
      yegua: ['the mare', 'la yegua'],
      pony: ['the pony', 'el poni'],
      poni: ['the pony', 'el poni'],
    },
    jung: [
      'The horse is vital energy and instinctive drive, the power that carries us. How you relate to it, riding, running from it, or watching it run free, may mirror how you relate to your own energy.',
      'El caballo es energía vital e impulso instintivo, la fuerza que nos lleva. Cómo te relacionas con él, montándolo, huyendo de él o viéndolo correr libre, puede reflejar cómo te relacionas con tu propia energía.',
    ],
    rogers: [
      'what it was like to be with that horse, and how free or held in you feel your own strength and drive to be right now',
      'cómo fue estar con ese caballo, y cuán libre o contenida sientes ahora tu propia fuerza e impulso',
    ],
    cbt: [
      'A runaway horse can mirror the thought “my life is running away with me”. It may help to identify which commitments you chose and which you could slow down.',
      'Un caballo desbocado puede reflejar el pensamiento «mi vida se me escapa». Puede ayudar identificar qué compromisos elegiste y cuáles podrías frenar.',
    ],
  },
  {
    id: 'bird',
    label: ['the bird', 'el pájaro'],
    en: ['bird', 'crow', 'raven', 'pigeon', 'dove', 'sparrow', 'parrot', 'seagull'],
    es: ['pajaro', 'ave', 'cuervo', 'paloma', 'gorrion', 'loro', 'gaviota'],
    labels: {
      dove: ['the dove', 'la paloma'],
      pigeon: ['the pigeon', 'la paloma'],
      paloma: ['the dove', 'la paloma'],
      crow: ['the crow', 'el cuervo'],
      raven: ['the raven', 'el cuervo'],
      cuervo: ['the crow', 'el cuervo'],
      seagull: ['the seagull', 'la gaviota'],
      gaviota: ['the seagull', 'la gaviota'],
      parrot: ['the parrot', 'el loro'],
      loro: ['the parrot', 'el loro'],
      ave: ['the bird', 'el ave'],
    },
    jung: [
      'Birds move between earth and sky and have long been messengers of spirit, thought and intuition. A dove may bring peace; a crow or raven, a darker message from the depths.',
      'Las aves se mueven entre la tierra y el cielo y han sido desde siempre mensajeras del espíritu, del pensamiento y de la intuición. Una paloma puede traer paz; un cuervo, un mensaje más oscuro de las profundidades.',
    ],
    rogers: [
      'what the bird seemed to bring to you, and what message or longing of your own it might carry',
      'lo que el pájaro parecía traerte, y qué mensaje o anhelo tuyo podría llevar',
    ],
    cbt: [
      'Birds can stand for freedom or for news. If the dream came with the sense “something is about to be announced”, you might notice whether you are anticipating an outcome before you have the facts.',
      'Las aves pueden representar libertad o noticias. Si el sueño vino con la sensación de que «algo está por anunciarse», podrías notar si estás anticipando un desenlace antes de tener los hechos.',
    ],
  },
  {
    id: 'fish',
    label: ['the fish', 'el pez'],
    en: ['fish', 'fishing', 'goldfish'],
    es: ['pez', 'pescado', 'pescar', 'pescando'],
    jung: [
      'A fish is a living content of the unconscious, something that swims up from the depths. To catch one can be to bring an insight to the surface; it is also an ancient symbol of nourishment and renewal.',
      'Un pez es un contenido vivo del inconsciente, algo que nada desde las profundidades. Pescarlo puede ser traer una intuición a la superficie; es también un antiguo símbolo de alimento y de renovación.',
    ],
    rogers: [
      'what surfaced in your dream with the fish, and what you might be fishing for in your own life',
      'lo que salió a la superficie en tu sueño con el pez, y qué podrías estar buscando pescar en tu propia vida',
    ],
    cbt: [
      'Fish that slip away can mirror the thought “opportunities always escape me”. It may help to check that “always”: list the ones you did catch.',
      'Los peces que se escapan pueden reflejar el pensamiento «las oportunidades siempre se me escapan». Puede ayudar revisar ese «siempre»: anota las que sí atrapaste.',
    ],
  },
  {
    id: 'wolf',
    label: ['the wolf', 'el lobo'],
    en: ['wolf', 'wolves'],
    es: ['lobo', 'loba'],
    jung: [
      'The wolf is untamed instinct: hunger, ferocity, and also loyalty to the pack. It may be a shadow figure, the wild part that social life keeps at the edge of the forest.',
      'El lobo es el instinto indómito: hambre, ferocidad y también lealtad a la manada. Puede ser una figura de la sombra, la parte salvaje que la vida social mantiene al borde del bosque.',
    ],
    rogers: [
      'whether the wolf felt like a threat or like something wild you recognised, and what in you longs to be a little less tame',
      'si el lobo se sentía como una amenaza o como algo salvaje que reconocías, y qué hay en ti que desea ser un poco menos domesticado',
    ],
    cbt: [
      'A wolf can stand for a threat felt to be predatory, and thoughts like “someone is waiting for me to slip”. It may help to ask who, specifically, and what they have actually done.',
      'Un lobo puede representar una amenaza que se siente depredadora, y pensamientos como «alguien espera a que me equivoque». Puede ayudar preguntarse quién, concretamente, y qué ha hecho en realidad.',
    ],
  },
  {
    id: 'lion',
    label: ['the lion', 'el león'],
    en: ['lion', 'lioness'],
    es: ['leon', 'leona'],
    jung: [
      'The lion is royal, solar power: courage, pride, and the raw strength of the instinctual self. Facing or taming a lion is an old image of coming to terms with one’s own power.',
      'El león es un poder regio y solar: valor, orgullo y la fuerza en bruto del yo instintivo. Enfrentar o domar a un león es una vieja imagen de reconciliarse con el propio poder.',
    ],
    rogers: [
      'how you felt facing the lion, and where in your life your own strength or pride is asking to be acknowledged',
      'cómo te sentiste frente al león, y en qué parte de tu vida tu propia fuerza u orgullo pide ser reconocido',
    ],
    cbt: [
      'Lions often appear around questions of authority and confidence. If a thought like “I’m not strong enough for this” came up, you might recall a time you handled something that felt just as big.',
      'Los leones suelen aparecer en torno a cuestiones de autoridad y confianza. Si surgió un pensamiento como «no soy lo bastante fuerte para esto», podrías recordar una vez que afrontaste algo que parecía igual de grande.',
    ],
  },
  {
    id: 'tiger',
    label: ['the big cat', 'el gran felino'],
    en: ['tiger', 'leopard', 'panther', 'jaguar', 'cheetah'],
    es: ['tigre', 'leopardo', 'pantera', 'jaguar', 'guepardo'],
    labels: {
      tiger: ['the tiger', 'el tigre'],
      tigre: ['the tiger', 'el tigre'],
      leopard: ['the leopard', 'el leopardo'],
      leopardo: ['the leopard', 'el leopardo'],
      panther: ['the panther', 'la pantera'],
      pantera: ['the panther', 'la pantera'],
      jaguar: ['the jaguar', 'el jaguar'],
      cheetah: ['the cheetah', 'el guepardo'],
      guepardo: ['the cheetah', 'el guepardo'],
    },
    jung: [
      'A tiger or panther is beautiful, dangerous instinct, often passion or anger that moves silently. It can be a shadow energy that frightens precisely because it is so alive.',
      'Un tigre o una pantera es un instinto bello y peligroso, a menudo pasión o ira que se mueve en silencio. Puede ser una energía de la sombra que asusta precisamente porque está tan viva.',
    ],
    rogers: [
      'what you felt in the presence of that animal, awe, fear or fascination, and whether some fierce feeling of your own deserves your attention',
      'lo que sentiste en presencia de ese animal, asombro, miedo o fascinación, y si algún sentimiento intenso tuyo merece tu atención',
    ],
    cbt: [
      'Being stalked by a big cat can echo a sense of constant vigilance: “I have to watch out all the time”. You might notice how tiring that is and when, in fact, you are safe.',
      'Ser acechado por un gran felino puede hacer eco de una vigilancia constante: «tengo que estar alerta todo el tiempo». Podrías notar lo agotador que es y cuándo, de hecho, estás a salvo.',
    ],
  },
  {
    id: 'bear',
    label: ['the bear', 'el oso'],
    en: ['bear', 'grizzly'],
    es: ['oso', 'osa'],
    exclude: ['bear it', 'bear to', 'bear the', 'bear with'],
    jung: [
      'The bear is a great mother and a great power: protective, fierce, and withdrawn into its cave in winter. It may speak of a strength that needs rest, or of a protective force in the psyche.',
      'El oso es una gran madre y un gran poder: protector, feroz y retirado en su cueva durante el invierno. Puede hablar de una fuerza que necesita descanso, o de una fuerza protectora en la psique.',
    ],
    rogers: [
      'what the bear was like and how you felt near it, and whether you need protection, or rest, in some part of your life',
      'cómo era el oso y cómo te sentías cerca de él, y si necesitas protección, o descanso, en alguna parte de tu vida',
    ],
    cbt: [
      'A bear can stand for something big and unpredictable. If the dream left the thought “I won’t survive if it turns on me”, you might list what resources and people you would have if things got hard.',
      'Un oso puede representar algo grande e impredecible. Si el sueño dejó el pensamiento «no sobreviviré si se vuelve contra mí», podrías anotar con qué recursos y personas contarías si las cosas se pusieran difíciles.',
    ],
  },
  {
    id: 'insects',
    label: ['the insects', 'los insectos'],
    en: ['insect', 'bug', 'cockroach', 'ant', 'worm', 'maggot', 'beetle', 'termite'],
    es: ['insecto', 'bicho', 'cucaracha', 'hormiga', 'gusano', 'escarabajo', 'termita'],
    labels: {
      cockroach: ['the cockroaches', 'las cucarachas'],
      cucaracha: ['the cockroaches', 'las cucarachas'],
      ant: ['the ants', 'las hormigas'],
      hormiga: ['the ants', 'las hormigas'],
      worm: ['the worms', 'los gusanos'],
      gusano: ['the worms', 'los gusanos'],
      maggot: ['the maggots', 'los gusanos'],
    },
    jung: [
      'Insects are life at its most autonomous and numerous: small contents of the psyche that multiply when ignored. They can point to little worries or irritations crawling just under the threshold of awareness.',
      'Los insectos son la vida en su forma más autónoma y numerosa: pequeños contenidos de la psique que se multiplican cuando se ignoran. Pueden señalar pequeñas preocupaciones o irritaciones que se arrastran justo bajo el umbral de la conciencia.',
    ],
    rogers: [
      'what small things might be getting under your skin lately, and how it would feel to name them, one by one',
      'qué cosas pequeñas podrían estar afectándote últimamente, y cómo se sentiría nombrarlas, una por una',
    ],
    cbt: [
      'Swarms of small creatures often mirror many little worries at once, which the mind can magnify into one big dread. Writing each worry down separately tends to shrink them back to their real size.',
      'Los enjambres de pequeñas criaturas suelen reflejar muchas preocupaciones a la vez, que la mente puede agrandar hasta un gran temor. Escribir cada preocupación por separado suele devolverlas a su tamaño real.',
    ],
  },
  {
    id: 'bees',
    label: ['the bees', 'las abejas'],
    en: ['bee', 'wasp', 'hornet', 'swarm', 'beehive'],
    es: ['abeja', 'avispa', 'avispon', 'enjambre', 'colmena'],
    labels: {
      wasp: ['the wasps', 'las avispas'],
      avispa: ['the wasps', 'las avispas'],
      hornet: ['the hornets', 'los avispones'],
      avispon: ['the hornets', 'los avispones'],
    },
    jung: [
      'Bees are industry, community and sweetness earned by work; a swarm can also be a collective force that stings. They may speak of how you relate to the groups and the work around you.',
      'Las abejas son laboriosidad, comunidad y una dulzura ganada con trabajo; un enjambre también puede ser una fuerza colectiva que pica. Pueden hablar de cómo te relacionas con los grupos y el trabajo que te rodean.',
    ],
    rogers: [
      'what the buzzing or the swarm felt like, and whether your days feel busy in a nourishing way or in a stinging one',
      'cómo se sentía el zumbido o el enjambre, y si tus días se sienten ocupados de un modo que nutre o de uno que pica',
    ],
    cbt: [
      'A swarm can reflect pressure from many directions at once. If the thought “everyone needs something from me” is around, you might list the demands and decide which can wait.',
      'Un enjambre puede reflejar presión desde muchas direcciones a la vez. Si ronda el pensamiento «todos necesitan algo de mí», podrías hacer una lista de las demandas y decidir cuáles pueden esperar.',
    ],
  },
  {
    id: 'rat',
    label: ['the rat', 'la rata'],
    en: ['rat', 'mouse', 'mice', 'rodent'],
    es: ['rata', 'raton', 'roedor'],
    labels: { mouse: ['the mouse', 'el ratón'], mice: ['the mice', 'los ratones'], raton: ['the mouse', 'el ratón'] },
    jung: [
      'Rats and mice live in the hidden places of the house and gnaw at what is stored there. They may point to something small but persistent eating away at you, often unnoticed.',
      'Las ratas y los ratones viven en los rincones ocultos de la casa y roen lo que allí se guarda. Pueden señalar algo pequeño pero persistente que te va desgastando, a menudo sin que lo notes.',
    ],
    rogers: [
      'what might be gnawing at you quietly, and what it would be like to give that worry some light and attention',
      'qué podría estar royéndote en silencio, y cómo sería darle a esa preocupación algo de luz y atención',
    ],
    cbt: [
      'Rodent dreams often come with disgust and the sense that “something is wrong and I’m ignoring it”. It may help to name the thing you have been postponing and the smallest step toward it.',
      'Los sueños con roedores suelen venir con asco y la sensación de que «algo va mal y lo estoy ignorando». Puede ayudar nombrar aquello que has estado aplazando y el paso más pequeño para abordarlo.',
    ],
  },
  {
    id: 'shark',
    label: ['the shark', 'el tiburón'],
    en: ['shark'],
    es: ['tiburon'],
    jung: [
      'A shark is danger moving unseen in the unconscious waters: a devouring force, sometimes an aggression that has not been owned. It appears when something beneath the surface feels predatory.',
      'Un tiburón es un peligro que se mueve sin ser visto en las aguas del inconsciente: una fuerza devoradora, a veces una agresividad que no ha sido asumida. Aparece cuando algo bajo la superficie se siente depredador.',
    ],
    rogers: [
      'what it was like to share the water with that shark, and whether there is a situation in your life where you feel unsafe beneath a calm surface',
      'cómo fue compartir el agua con ese tiburón, y si hay alguna situación en tu vida en la que te sientes inseguro bajo una superficie tranquila',
    ],
    cbt: [
      'Shark dreams often go with the thought “danger could strike at any moment”. It might help to notice how much energy that vigilance takes, and what evidence says about the actual risk.',
      'Los sueños con tiburones suelen ir con el pensamiento «el peligro puede atacar en cualquier momento». Podría ayudar notar cuánta energía consume esa vigilancia y qué dicen los hechos del riesgo real.',
    ],
  },
  {
    id: 'whale',
    label: ['the whale', 'la ballena'],
    en: ['whale'],
    es: ['ballena'],
    jung: [
      'The whale is the great creature of the deep, like the one that swallowed Jonah: being taken into the unconscious for a while in order to come out renewed. It can carry immense, ancient wisdom.',
      'La ballena es la gran criatura de las profundidades, como la que se tragó a Jonás: ser llevado al inconsciente durante un tiempo para salir renovado. Puede portar una sabiduría inmensa y antigua.',
    ],
    rogers: [
      'how it felt to be near something so immense and gentle, or so overwhelming, and what feels that big in your life right now',
      'cómo se sintió estar cerca de algo tan inmenso y suave, o tan abrumador, y qué se siente así de grande en tu vida ahora',
    ],
    cbt: [
      'A whale can stand for something huge but not necessarily hostile. If the dream left a sense of being overwhelmed, you might ask whether the size of a problem is the same as its danger.',
      'Una ballena puede representar algo enorme pero no necesariamente hostil. Si el sueño dejó una sensación de desborde, podrías preguntarte si el tamaño de un problema es lo mismo que su peligro.',
    ],
  },
  {
    id: 'dolphin',
    label: ['the dolphin', 'el delfín'],
    en: ['dolphin'],
    es: ['delfin'],
    jung: [
      'The dolphin is a friendly guide in the waters of the unconscious: playfulness, intelligence and rescue. In ancient tales dolphins carry the drowning to shore.',
      'El delfín es un guía amistoso en las aguas del inconsciente: juego, inteligencia y rescate. En los relatos antiguos, los delfines llevan a la orilla a quien se ahoga.',
    ],
    rogers: [
      'the playfulness or help the dolphin brought, and where in your life you could allow yourself a little more lightness or support',
      'la alegría o la ayuda que trajo el delfín, y dónde podrías permitirte en tu vida un poco más de ligereza o de apoyo',
    ],
    cbt: [
      'Dolphins often come with a lighter feeling. It may help to notice which thoughts felt possible in that mood, such as “I can enjoy this”, and bring one of them into your day.',
      'Los delfines suelen venir con un sentimiento más ligero. Puede ayudar notar qué pensamientos parecían posibles en ese ánimo, como «puedo disfrutar esto», y llevar uno de ellos a tu día.',
    ],
  },
  {
    id: 'butterfly',
    label: ['the butterfly', 'la mariposa'],
    en: ['butterfly', 'moth', 'caterpillar', 'cocoon'],
    es: ['mariposa', 'polilla', 'oruga', 'crisalida'],
    jung: [
      'The butterfly is the classic image of the psyche’s transformation; in Greek the word psyche means both soul and butterfly. From caterpillar to cocoon to wings: a change that cannot be rushed.',
      'La mariposa es la imagen clásica de la transformación de la psique; en griego la palabra psyché significa a la vez alma y mariposa. De oruga a capullo y a alas: un cambio que no se puede apresurar.',
    ],
    rogers: [
      'what kind of change you might be going through, and what stage of it, caterpillar, cocoon or wings, feels closest to you now',
      'qué clase de cambio podrías estar atravesando, y qué etapa, oruga, capullo o alas, sientes más cercana ahora',
    ],
    cbt: [
      'Transformation images can bring impatience: “I should be further along by now”. It might help to replace that “should” with a description of where you actually are and what the next stage needs.',
      'Las imágenes de transformación pueden traer impaciencia: «ya debería estar más avanzado». Podría ayudar cambiar ese «debería» por una descripción de dónde estás en realidad y qué necesita la próxima etapa.',
    ],
  },
  {
    id: 'owl',
    label: ['the owl', 'el búho'],
    en: ['owl'],
    es: ['buho', 'lechuza'],
    jung: [
      'The owl sees in the dark: wisdom, intuition, the capacity to perceive what others miss. It was Athena’s bird, and in dreams it may be an inner wise figure keeping watch.',
      'El búho ve en la oscuridad: sabiduría, intuición, la capacidad de percibir lo que otros no ven. Era el ave de Atenea, y en los sueños puede ser una figura sabia interior que vigila.',
    ],
    rogers: [
      'what the owl seemed to know or see, and what you yourself may already sense about a situation but have not yet said',
      'lo que el búho parecía saber o ver, y lo que tú mismo quizá ya intuyes sobre una situación pero aún no has dicho',
    ],
    cbt: [
      'An owl can point to a wish to see clearly. If you notice the thought “I should have known”, you might treat it gently: hindsight shows what was not visible at the time.',
      'Un búho puede señalar un deseo de ver con claridad. Si notas el pensamiento «debería haberlo sabido», podrías tratarlo con amabilidad: la mirada hacia atrás muestra lo que en su momento no era visible.',
    ],
  },
  {
    id: 'crocodile',
    label: ['the crocodile', 'el cocodrilo'],
    en: ['crocodile', 'alligator', 'lizard'],
    es: ['cocodrilo', 'caiman', 'lagarto', 'lagartija'],
    labels: {
      lizard: ['the lizard', 'el lagarto'],
      lagarto: ['the lizard', 'el lagarto'],
      lagartija: ['the lizard', 'la lagartija'],
      alligator: ['the alligator', 'el caimán'],
      caiman: ['the alligator', 'el caimán'],
    },
    jung: [
      'The crocodile is the cold-blooded, ancient layer of the psyche, older than feeling: it waits, half-hidden, and devours. It may point to a primal fear or to a tendency to swallow things whole.',
      'El cocodrilo es la capa antigua y de sangre fría de la psique, más vieja que el sentimiento: espera medio oculto y devora. Puede señalar un miedo primario o la tendencia a tragarse las cosas enteras.',
    ],
    rogers: [
      'what felt hidden and waiting in your dream, and whether there is a danger or a feeling you have been keeping half under the surface',
      'qué se sentía oculto y al acecho en tu sueño, y si hay un peligro o un sentimiento que has mantenido medio sumergido',
    ],
    cbt: [
      'Reptiles often trigger fast, automatic fear before thought catches up. Noticing that pattern, alarm first and reasoning later, can help you pause before reacting to waking alarms too.',
      'Los reptiles suelen despertar un miedo rápido y automático antes de que el pensamiento lo alcance. Notar ese patrón, primero la alarma y luego la razón, puede ayudarte a hacer una pausa antes de reaccionar también a las alarmas de la vigilia.',
    ],
  },
  {
    id: 'monkey',
    label: ['the monkey', 'el mono'],
    en: ['monkey', 'ape', 'gorilla', 'chimpanzee'],
    es: ['mono', 'simio', 'gorila', 'chimpance'],
    jung: [
      'The monkey is the trickster among animals: mischief, imitation, restless cleverness. It may show a playful or unruly part of you, or the chattering “monkey mind” that will not settle.',
      'El mono es el embaucador entre los animales: travesura, imitación, astucia inquieta. Puede mostrar una parte juguetona o rebelde de ti, o la «mente de mono» parlanchina que no se calma.',
    ],
    rogers: [
      'what the monkey was up to and how it made you feel, and whether some part of you wants to play, or to be heard above the noise',
      'qué estaba haciendo el mono y cómo te hizo sentir, y si alguna parte de ti quiere jugar, o ser escuchada por encima del ruido',
    ],
    cbt: [
      'A restless monkey can mirror racing thoughts. If your mind jumps from worry to worry, it may help to write them down and notice that most are predictions, not facts.',
      'Un mono inquieto puede reflejar pensamientos acelerados. Si tu mente salta de una preocupación a otra, puede ayudar escribirlas y notar que la mayoría son predicciones, no hechos.',
    ],
  },
  {
    id: 'rabbit',
    label: ['the rabbit', 'el conejo'],
    en: ['rabbit', 'bunny', 'hare'],
    es: ['conejo', 'conejito', 'liebre'],
    jung: [
      'The rabbit is fertility, quickness and vulnerability; in stories it is also the guide down the hole into another world. It may point to something tender in you, or to an invitation to follow a path.',
      'El conejo es fertilidad, rapidez y vulnerabilidad; en los cuentos es también el guía que lleva por la madriguera a otro mundo. Puede señalar algo tierno en ti, o una invitación a seguir un camino.',
    ],
    rogers: [
      'whether the rabbit felt fragile, quick or inviting, and where in your life you feel either vulnerable or curious to follow something',
      'si el conejo se sentía frágil, ágil o tentador, y en qué parte de tu vida te sientes vulnerable o con curiosidad por seguir algo',
    ],
    cbt: [
      'Small, easily startled animals can reflect a tendency to freeze or flee. If a thought like “I’ll be hurt if I stay” is familiar, you might look at the times you stayed and it went all right.',
      'Los animales pequeños y asustadizos pueden reflejar la tendencia a paralizarse o huir. Si te resulta familiar un pensamiento como «me harán daño si me quedo», podrías recordar las veces que te quedaste y salió bien.',
    ],
  },
  {
    id: 'bull',
    label: ['the bull', 'el toro'],
    en: ['bull', 'cow', 'ox', 'cattle', 'buffalo'],
    es: ['toro', 'vaca', 'buey', 'ganado', 'bufalo'],
    labels: {
      cow: ['the cow', 'la vaca'],
      vaca: ['the cow', 'la vaca'],
      ox: ['the ox', 'el buey'],
      buey: ['the ox', 'el buey'],
    },
    jung: [
      'The bull is raw masculine force, fertility and stubborn power; the cow, nourishment and patient motherhood. Both are old images of the earth’s energy and of instinct harnessed or unleashed.',
      'El toro es fuerza masculina en bruto, fertilidad y poder obstinado; la vaca, alimento y maternidad paciente. Ambos son imágenes antiguas de la energía de la tierra y del instinto domado o desatado.',
    ],
    rogers: [
      'how you felt near that animal, threatened, steady or nourished, and what kind of strength you are drawing on these days',
      'cómo te sentías cerca de ese animal, amenazado, sereno o nutrido, y qué clase de fuerza estás usando estos días',
    ],
    cbt: [
      'A charging bull can echo a confrontation you expect. If you notice “they’ll run me over”, it may help to plan what you would actually say, calmly, in a first sentence.',
      'Un toro que embiste puede hacer eco de un enfrentamiento que esperas. Si notas «me van a pasar por encima», puede ayudar planear lo que dirías realmente, con calma, en una primera frase.',
    ],
  },
  {
    id: 'frog',
    label: ['the frog', 'la rana'],
    en: ['frog', 'toad'],
    es: ['rana', 'sapo'],
    labels: { toad: ['the toad', 'el sapo'], sapo: ['the toad', 'el sapo'] },
    jung: [
      'The frog lives between water and land and transforms from tadpole to adult: it is a creature of change, and in fairy tales the disguised prince. What seems unattractive may hold something precious.',
      'La rana vive entre el agua y la tierra y se transforma de renacuajo en adulta: es una criatura del cambio y, en los cuentos, el príncipe disfrazado. Lo que parece poco atractivo puede guardar algo valioso.',
    ],
    rogers: [
      'what you felt toward the frog, and whether there is something in yourself or your life that seems unappealing but might hold unexpected value',
      'lo que sentiste hacia la rana, y si hay algo en ti o en tu vida que parece poco atractivo pero podría tener un valor inesperado',
    ],
    cbt: [
      'Frogs sometimes come with disgust. If the dream links to a thought like “this part of me is ugly”, you might ask whether you would judge a friend by the same standard.',
      'Las ranas a veces vienen con asco. Si el sueño se enlaza con un pensamiento como «esta parte de mí es fea», podrías preguntarte si juzgarías a un amigo con la misma vara.',
    ],
  },
  {
    id: 'eagle',
    label: ['the eagle', 'el águila'],
    en: ['eagle', 'hawk', 'falcon', 'vulture'],
    es: ['aguila', 'halcon', 'buitre'],
    labels: {
      hawk: ['the hawk', 'el halcón'],
      falcon: ['the falcon', 'el halcón'],
      halcon: ['the hawk', 'el halcón'],
      vulture: ['the vulture', 'el buitre'],
      buitre: ['the vulture', 'el buitre'],
    },
    jung: [
      'The eagle soars highest and sees farthest: spirit, vision, perspective from above. A bird of prey can also be a sharp, even ruthless, part of the mind that swoops down on its target.',
      'El águila vuela más alto y ve más lejos: espíritu, visión, perspectiva desde lo alto. Un ave rapaz también puede ser una parte aguda, incluso implacable, de la mente que se lanza sobre su presa.',
    ],
    rogers: [
      'what you might see if you looked at your situation from much higher up, and how that wider view feels',
      'lo que podrías ver si miraras tu situación desde mucho más arriba, y cómo se siente esa mirada más amplia',
    ],
    cbt: [
      'A bird’s-eye view is a classic CBT move: stepping back from a thought to see the whole picture. You might try describing your current worry as an outside observer would.',
      'La vista de pájaro es un recurso clásico de la TCC: tomar distancia de un pensamiento para ver el cuadro completo. Podrías intentar describir tu preocupación actual como lo haría un observador externo.',
    ],
  },
  {
    id: 'wild_animal',
    label: ['the wild animal', 'el animal salvaje'],
    en: ['wild animal', 'beast', 'creature'],
    es: ['animal salvaje', 'bestia', 'fiera', 'criatura'],
    jung: [
      'An unnamed beast is instinct not yet recognised: energy that, because it has no name, appears as something strange or threatening. Getting to know it is often the first step to integrating it.',
      'Una bestia sin nombre es un instinto aún no reconocido: energía que, por no tener nombre, se presenta como algo extraño o amenazante. Conocerla suele ser el primer paso para integrarla.',
    ],
    rogers: [
      'what that creature was like and what it seemed to want, and whether some raw feeling in you is waiting to be known rather than tamed',
      'cómo era esa criatura y qué parecía querer, y si algún sentimiento en bruto dentro de ti espera ser conocido más que domado',
    ],
    cbt: [
      'Unknown creatures often carry fear of the unknown itself, the thought “I don’t know what will happen, so it will be bad”. You might notice the jump from uncertainty to catastrophe.',
      'Las criaturas desconocidas suelen llevar el miedo a lo desconocido mismo, el pensamiento de que «no sé qué pasará, así que será malo». Podrías notar el salto de la incertidumbre a la catástrofe.',
    ],
  },
];
