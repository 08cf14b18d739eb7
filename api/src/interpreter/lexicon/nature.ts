// Nature: water, weather, landscapes, the sky.
import type { LexiconEntryData } from './types.ts';

export const nature: readonly LexiconEntryData[] = [
  {
    id: 'water',
    label: ['water', 'el agua'],
    en: ['water', 'underwater'],
    es: ['agua'],
    jung: [
      'Water is one of the oldest images of the unconscious itself: depth, movement, what lives beneath the surface. Its state matters, since calm, clear water and dark or rising water speak of very different inner weather.',
      'El agua es una de las imágenes más antiguas del inconsciente mismo: profundidad, movimiento, lo que vive bajo la superficie. Importa su estado, porque el agua tranquila y clara y el agua oscura o creciente hablan de climas interiores muy distintos.',
    ],
    rogers: [
      'what the water was like for you, calm, threatening or inviting, and where in your waking life you meet that same quality',
      'cómo era el agua para ti, tranquila, amenazante o acogedora, y dónde encuentras esa misma cualidad en tu vida despierta',
    ],
    cbt: [
      'Water in a dream often carries the mood of the moment. It may help to notice whether the feeling it brought matches a thought you have been having lately, such as “things are getting out of my control”.',
      'El agua en un sueño suele llevar el ánimo del momento. Puede ayudar notar si la sensación que trajo coincide con algún pensamiento reciente, como «las cosas se me están yendo de las manos».',
    ],
  },
  {
    id: 'ocean',
    label: ['the sea', 'el mar'],
    en: ['ocean', 'sea', 'seaside', 'open sea'],
    es: ['oceano', 'mar', 'alta mar'],
    jung: [
      'The sea is the collective unconscious in its vastest form, the place every river returns to. Standing before it, or being carried by it, can mark a meeting with something much larger than the everyday self.',
      'El mar es el inconsciente colectivo en su forma más vasta, el lugar al que vuelven todos los ríos. Estar frente a él, o ser llevado por él, puede señalar un encuentro con algo mucho más grande que el yo cotidiano.',
    ],
    rogers: [
      'how it felt to be near something as vast as the sea, and whether that felt more like freedom or like being small',
      'cómo te sentiste cerca de algo tan inmenso como el mar, y si se parecía más a la libertad o a sentirte pequeño o pequeña',
    ],
    cbt: [
      'Vast open water can go with thoughts like “this is too big for me” or “I can’t see the end of it”. You might check whether such a thought is present in your days, and whether the situation can be broken into smaller parts.',
      'Una gran extensión de agua puede ir con pensamientos como «esto me supera» o «no le veo el final». Podrías comprobar si hay un pensamiento así en tus días y si la situación puede dividirse en partes más pequeñas.',
    ],
  },
  {
    id: 'river',
    label: ['the river', 'el río'],
    en: ['river', 'creek', 'stream'],
    es: ['rio', 'arroyo', 'riachuelo'],
    labels: {
      creek: ['the stream', 'el arroyo'],
      stream: ['the stream', 'el arroyo'],
      arroyo: ['the stream', 'el arroyo'],
    },
    jung: [
      'A river is the flow of life and of psychic energy, moving on its own course. Crossing it often marks a threshold, a passage from one stage of life to another.',
      'Un río es el fluir de la vida y de la energía psíquica, que sigue su propio cauce. Cruzarlo suele marcar un umbral, el paso de una etapa de la vida a otra.',
    ],
    rogers: [
      'where the river was taking you, or what kept you on one bank, and what part of your life feels like it is flowing or held back right now',
      'hacia dónde te llevaba el río, o qué te retenía en una orilla, y qué parte de tu vida sientes que fluye o se detiene ahora',
    ],
    cbt: [
      'A river can stand for change that keeps moving whether or not we feel ready. If the dream left a thought like “I’m being swept along”, it may be worth listing which parts of the situation you actually can steer.',
      'Un río puede representar un cambio que sigue avanzando aunque no nos sintamos preparados. Si el sueño dejó un pensamiento como «me arrastra la corriente», puede valer la pena anotar qué partes de la situación sí puedes dirigir.',
    ],
  },
  {
    id: 'lake',
    label: ['the lake', 'el lago'],
    en: ['lake', 'pond'],
    es: ['lago', 'laguna', 'estanque'],
    labels: {
      pond: ['the pond', 'el estanque'],
      estanque: ['the pond', 'el estanque'],
      laguna: ['the lagoon', 'la laguna'],
    },
    jung: [
      'A lake is still, contained water: the unconscious as a mirror. What lies under its surface, or what you see reflected in it, can show something about yourself that is usually out of sight.',
      'Un lago es agua quieta y contenida: el inconsciente como espejo. Lo que hay bajo su superficie, o lo que ves reflejado en ella, puede mostrar algo de ti que suele quedar fuera de la vista.',
    ],
    rogers: [
      'the stillness or the depth of the lake, and whether there is something in you that feels calm on top and unknown underneath',
      'la quietud o la profundidad del lago, y si hay algo en ti que se siente sereno por encima y desconocido por debajo',
    ],
    cbt: [
      'Still water can reflect a wish for calm, or a sense that something is hidden. If a thought like “there’s something I’m not seeing” came with it, you might write down what evidence you have for it and what else it could be.',
      'El agua quieta puede reflejar un deseo de calma, o la sensación de que algo está oculto. Si vino con un pensamiento como «hay algo que no estoy viendo», podrías anotar qué pruebas tienes y qué otra cosa podría ser.',
    ],
  },
  {
    id: 'rain',
    label: ['the rain', 'la lluvia'],
    en: ['rain', 'raining', 'rained', 'rainy', 'downpour', 'drizzle'],
    es: ['lluvia', 'llovia', 'llover', 'lloviendo', 'llovio', 'aguacero', 'llovizna'],
    jung: [
      'Rain can be a release of feeling long held, and also a renewal: what waters the ground so something can grow. In many traditions it is grace falling from above.',
      'La lluvia puede ser la liberación de un sentimiento largamente contenido, y también una renovación: lo que riega la tierra para que algo crezca. En muchas tradiciones es una gracia que cae de lo alto.',
    ],
    rogers: [
      'how the rain felt on you, cleansing, sad or soothing, and whether there are tears or relief waiting somewhere in your life',
      'cómo sentías la lluvia, como limpieza, tristeza o alivio, y si hay lágrimas o descanso esperando en algún lugar de tu vida',
    ],
    cbt: [
      'Rain often accompanies low or heavy moods in dreams. It might help to notice whether a gloomy prediction, like “it will always be like this”, is coloring your days, and to look for times it was not true.',
      'La lluvia suele acompañar estados de ánimo bajos o pesados en los sueños. Podría ayudar notar si una predicción sombría, como «siempre va a ser así», tiñe tus días, y buscar momentos en que no fue cierta.',
    ],
  },
  {
    id: 'storm',
    label: ['the storm', 'la tormenta'],
    en: ['storm', 'stormy', 'thunder', 'thunderstorm', 'lightning', 'hurricane', 'tornado'],
    es: ['tormenta', 'trueno', 'relampago', 'rayo', 'huracan', 'tornado', 'tempestad'],
    jung: [
      'A storm is emotional energy breaking loose, often something the conscious attitude has kept under control for too long. Lightning, in particular, can be a sudden illumination, an insight that strikes.',
      'Una tormenta es energía emocional que se desata, a menudo algo que la actitud consciente ha mantenido bajo control demasiado tiempo. El rayo, en particular, puede ser una iluminación súbita, una intuición que golpea.',
    ],
    rogers: [
      'what the storm stirred in you and whether there is a feeling in your life that has been gathering force, asking to be heard',
      'lo que la tormenta removió en ti y si hay algún sentimiento en tu vida que ha ido tomando fuerza y pide ser escuchado',
    ],
    cbt: [
      'Storm dreams often appear in tense periods. A thought like “something bad is about to happen” might be worth examining: what is the most likely outcome, and how have you weathered similar moments before?',
      'Los sueños de tormenta suelen aparecer en épocas tensas. Un pensamiento como «algo malo está a punto de pasar» puede merecer un examen: ¿cuál es el desenlace más probable y cómo has atravesado momentos parecidos antes?',
    ],
  },
  {
    id: 'flood',
    label: ['the flood', 'la inundación'],
    en: ['flood', 'flooded', 'flooding', 'rising water'],
    es: ['inundacion', 'inundad*', 'inundaba', 'crecida'],
    jung: [
      'A flood is the unconscious overflowing its banks: feelings or contents that the ego can no longer hold apart. It can be frightening, and it can also wash away what has grown stale.',
      'Una inundación es el inconsciente desbordando sus orillas: sentimientos o contenidos que el yo ya no puede mantener a distancia. Puede asustar, y también puede arrastrar lo que se había estancado.',
    ],
    rogers: [
      'what felt like it was rising around you, and where in your days you might be holding more than feels manageable',
      'qué sentías que subía a tu alrededor, y en qué parte de tus días quizá estás sosteniendo más de lo que parece manejable',
    ],
    cbt: [
      'Flood dreams often go with a sense of being overwhelmed, and thoughts like “I can’t cope with all of this”. Writing down everything that is pressing, then choosing one small piece, can turn a flood into a list.',
      'Los sueños de inundación suelen ir con una sensación de desborde y pensamientos como «no puedo con todo esto». Anotar todo lo que presiona y elegir una sola parte pequeña puede convertir la inundación en una lista.',
    ],
  },
  {
    id: 'wave',
    label: ['the wave', 'la ola'],
    en: ['wave', 'tsunami', 'tidal wave', 'huge wave', 'giant wave'],
    es: ['ola', 'tsunami', 'maremoto'],
    exclude: ['wave goodbye', 'wave hello', 'wave at', 'waves goodbye'],
    jung: [
      'A great wave is the unconscious rising toward consciousness with a force of its own. It often appears when something long unacknowledged is about to make itself felt.',
      'Una gran ola es el inconsciente alzándose hacia la conciencia con fuerza propia. Suele aparecer cuando algo largamente ignorado está a punto de hacerse sentir.',
    ],
    rogers: [
      'what it was like to see the wave coming, and whether something in your life feels as if it is building toward you',
      'cómo fue ver venir la ola, y si hay algo en tu vida que sientes que se va formando y avanza hacia ti',
    ],
    cbt: [
      'Watching a wave approach is a classic image of anticipatory anxiety, the thought that “something is coming and I won’t be able to handle it”. You might ask what you would actually do if it came, step by step.',
      'Ver acercarse una ola es una imagen clásica de la ansiedad anticipatoria, el pensamiento de que «algo viene y no voy a poder con ello». Podrías preguntarte qué harías realmente si llegara, paso a paso.',
    ],
  },
  {
    id: 'fire',
    label: ['the fire', 'el fuego'],
    en: ['fire', 'flame', 'flames', 'burning', 'burned', 'burnt', 'blaze', 'on fire'],
    es: ['fuego', 'llamarada', 'incendio', 'ardia', 'ardiendo', 'quemaba', 'quemando', 'en llamas', 'hoguera'],
    jung: [
      'Fire is transformation: passion, anger, desire, and the purifying heat that turns one thing into another. Whether it warms or destroys in the dream says much about how this energy is living in you.',
      'El fuego es transformación: pasión, ira, deseo y el calor purificador que convierte una cosa en otra. Que caliente o destruya en el sueño dice mucho de cómo vive esa energía en ti.',
    ],
    rogers: [
      'what the fire meant to you in the dream, warmth, danger or passion, and what in you feels that intense right now',
      'qué significaba el fuego para ti en el sueño, calor, peligro o pasión, y qué hay en ti que se siente así de intenso ahora',
    ],
    cbt: [
      'Fire can accompany anger or a fear of losing something. If a thought like “everything is going to be destroyed” came up, it may help to separate what is truly at risk from what the alarm in the dream made it look like.',
      'El fuego puede acompañar a la ira o al miedo de perder algo. Si apareció un pensamiento como «todo se va a destruir», puede ayudar separar lo que realmente está en riesgo de lo que la alarma del sueño hizo parecer.',
    ],
  },
  {
    id: 'mountain',
    label: ['the mountain', 'la montaña'],
    en: ['mountain', 'hill', 'peak', 'summit'],
    es: ['montana', 'monte', 'colina', 'cima', 'cumbre', 'cerro'],
    labels: { hill: ['the hill', 'la colina'], colina: ['the hill', 'la colina'], cerro: ['the hill', 'el cerro'] },
    jung: [
      'A mountain is a classic image of the goal of inner growth, the Self, and of the effort it takes. Climbing it can be the work of individuation; seeing it from afar, a task not yet begun.',
      'Una montaña es una imagen clásica de la meta del crecimiento interior, el Sí-mismo, y del esfuerzo que exige. Subirla puede ser el trabajo de la individuación; verla desde lejos, una tarea aún no empezada.',
    ],
    rogers: [
      'what the mountain asked of you, and whether there is something you are striving toward that feels both inviting and hard',
      'lo que la montaña te pedía, y si hay algo hacia lo que te esfuerzas que se siente a la vez atractivo y difícil',
    ],
    cbt: [
      'A mountain can mirror a goal that feels huge. Thoughts like “I’ll never get to the top” are worth testing: what would the next few steps be, and what have you already climbed?',
      'Una montaña puede reflejar una meta que se siente enorme. Pensamientos como «nunca llegaré a la cima» merecen ponerse a prueba: ¿cuáles serían los próximos pasos y qué tramo ya has subido?',
    ],
  },
  {
    id: 'cliff',
    label: ['the edge of a cliff', 'el borde del precipicio'],
    en: [
      'cliff',
      'precipice',
      'ledge',
      'abyss',
      'on the edge',
      'over the edge',
      'edge of the cliff',
      'edge of a cliff',
    ],
    es: [
      'acantilado',
      'precipicio',
      'abismo',
      'barranco',
      'al borde del abismo',
      'al borde del precipicio',
      'borde del acantilado',
    ],
    jung: [
      'An edge or a cliff marks the limit of the known: one step further is the unknown. Such images often come at turning points, when the psyche senses that a leap, or a careful step back, is needed.',
      'Un borde o un acantilado marca el límite de lo conocido: un paso más allá está lo desconocido. Estas imágenes suelen llegar en momentos decisivos, cuando la psique intuye que hace falta un salto, o un paso atrás con cuidado.',
    ],
    rogers: [
      'how it felt to stand at that edge, and whether you are near a limit or a decision in your life that asks for courage or care',
      'cómo te sentiste al borde, y si estás cerca de un límite o una decisión en tu vida que te pide valor o cuidado',
    ],
    cbt: [
      'Being at an edge often goes with the thought “one wrong move and it’s all over”. That is a kind of catastrophic prediction; it may help to ask what a wrong move would really cost, and what would still be there afterwards.',
      'Estar al borde suele ir con el pensamiento «un paso en falso y todo se acaba». Es una especie de predicción catastrófica; puede ayudar preguntarse qué costaría realmente un error y qué seguiría ahí después.',
    ],
  },
  {
    id: 'forest',
    label: ['the forest', 'el bosque'],
    en: ['forest', 'woods', 'jungle'],
    es: ['bosque', 'selva', 'arboleda'],
    labels: { jungle: ['the jungle', 'la selva'], selva: ['the jungle', 'la selva'] },
    jung: [
      'The forest is the unconscious as a wild, living place, where the paths are not yet made. In fairy tales it is where the hero gets lost and, by getting lost, finds what was missing.',
      'El bosque es el inconsciente como un lugar vivo y salvaje, donde los caminos aún no están hechos. En los cuentos es donde el héroe se pierde y, al perderse, encuentra lo que le faltaba.',
    ],
    rogers: [
      'what it was like to be among those trees, lost, curious or at home, and whether some part of your life feels like unmapped ground',
      'cómo era estar entre esos árboles, perdido, curioso o como en casa, y si alguna parte de tu vida se siente como un terreno sin mapa',
    ],
    cbt: [
      'A forest can reflect uncertainty about which way to go. If the thought “I have no idea what I’m doing” shows up, you might write down what you do know, and what one small piece of information would help.',
      'Un bosque puede reflejar incertidumbre sobre qué camino tomar. Si aparece el pensamiento «no tengo ni idea de lo que hago», podrías anotar lo que sí sabes y qué dato pequeño te ayudaría.',
    ],
  },
  {
    id: 'tree',
    label: ['the tree', 'el árbol'],
    en: ['tree'],
    es: ['arbol'],
    jung: [
      'The tree is one of the great symbols of growth and of the Self: roots in the dark earth, branches reaching toward light. Its health, age and fruit may mirror how your own life is growing.',
      'El árbol es uno de los grandes símbolos del crecimiento y del Sí-mismo: raíces en la tierra oscura, ramas que buscan la luz. Su salud, su edad y sus frutos pueden reflejar cómo está creciendo tu propia vida.',
    ],
    rogers: [
      'what kind of tree it was and how you felt near it, and where your own roots and branches are reaching these days',
      'qué clase de árbol era y cómo te sentías a su lado, y hacia dónde se extienden tus propias raíces y ramas estos días',
    ],
    cbt: [
      'A tree can bring up thoughts about stability and growth, such as “I’m not growing fast enough”. It might help to compare that thought with the actual changes you can see in yourself over the past year.',
      'Un árbol puede traer pensamientos sobre estabilidad y crecimiento, como «no avanzo lo bastante rápido». Puede ayudar comparar ese pensamiento con los cambios reales que puedes ver en ti durante el último año.',
    ],
  },
  {
    id: 'garden',
    label: ['the garden', 'el jardín'],
    en: ['garden', 'flower', 'blossom', 'bloom', 'orchard'],
    es: ['jardin', 'flor', 'huerto', 'huerta'],
    labels: {
      flower: ['the flowers', 'las flores'],
      flor: ['the flowers', 'las flores'],
      orchard: ['the orchard', 'el huerto'],
      huerto: ['the vegetable garden', 'el huerto'],
      huerta: ['the vegetable garden', 'la huerta'],
    },
    jung: [
      'A garden is nature tended by consciousness: the inner life cultivated with care. Flowers often point to feeling, beauty and a blossoming of something that had been only a seed.',
      'Un jardín es la naturaleza cuidada por la conciencia: la vida interior cultivada con esmero. Las flores suelen apuntar al sentimiento, a la belleza y al florecer de algo que era solo una semilla.',
    ],
    rogers: [
      'what was growing in that garden and how you felt among it, and what you are tending, or would like to tend, in your own life',
      'qué crecía en ese jardín y cómo te sentías allí, y qué estás cuidando, o te gustaría cuidar, en tu propia vida',
    ],
    cbt: [
      'A garden can carry a hopeful mood, or a worry that things are being neglected. If a thought like “I’m letting everything wither” came up, you might note what you have actually kept alive lately.',
      'Un jardín puede llevar un ánimo esperanzado, o la preocupación de estar descuidando algo. Si surgió un pensamiento como «estoy dejando que todo se marchite», podrías anotar lo que sí has mantenido vivo últimamente.',
    ],
  },
  {
    id: 'sun',
    label: ['the sun', 'el sol'],
    en: ['sun', 'sunlight', 'sunshine', 'sunrise', 'sunset'],
    es: ['sol', 'luz del sol', 'amanecer', 'atardecer', 'puesta de sol'],
    jung: [
      'The sun is consciousness, vitality and clarity, the light by which things are seen. A sunrise can herald a new beginning; a sunset, the close of a phase and a turn inward.',
      'El sol es conciencia, vitalidad y claridad, la luz con la que se ven las cosas. Un amanecer puede anunciar un comienzo; un atardecer, el cierre de una etapa y un giro hacia dentro.',
    ],
    rogers: [
      'the light in your dream and the mood it gave, and where in your life you feel warmth or clarity arriving, or fading',
      'la luz de tu sueño y el ánimo que te dio, y en qué parte de tu vida sientes que llega, o se apaga, calidez o claridad',
    ],
    cbt: [
      'Sunlit dreams often leave a lighter mood. It can be useful to notice which thoughts came with that ease, since they may be worth keeping in view on harder days.',
      'Los sueños soleados suelen dejar un ánimo más ligero. Puede ser útil notar qué pensamientos acompañaron esa calma, porque quizá valga la pena tenerlos presentes en días más difíciles.',
    ],
  },
  {
    id: 'moon',
    label: ['the moon', 'la luna'],
    en: ['moon', 'moonlight', 'full moon'],
    es: ['luna', 'luz de luna', 'luna llena'],
    jung: [
      'The moon is the light of the night: intuition, feeling, the feminine principle and the rhythms of change. It shows things softly and partially, as the unconscious does.',
      'La luna es la luz de la noche: intuición, sentimiento, el principio femenino y los ritmos del cambio. Muestra las cosas con suavidad y a medias, como lo hace el inconsciente.',
    ],
    rogers: [
      'what the moonlight revealed or hid in your dream, and what in you is quietly asking for your attention',
      'lo que la luz de la luna revelaba u ocultaba en tu sueño, y qué hay en ti que pide en silencio tu atención',
    ],
    cbt: [
      'Moonlit scenes are half-seen, and our minds tend to fill gaps with worry. If the dream left an uneasy guess about something, you might ask what you actually know and what you are assuming.',
      'Las escenas a la luz de la luna se ven a medias, y la mente tiende a llenar los huecos con preocupación. Si el sueño dejó una suposición inquietante, podrías preguntarte qué sabes de verdad y qué estás dando por hecho.',
    ],
  },
  {
    id: 'sky',
    label: ['the sky and its stars', 'el cielo y sus estrellas'],
    en: ['star', 'sky', 'night sky', 'galaxy', 'universe', 'outer space'],
    exclude: ['movie star', 'rock star', 'pop star', 'film star'],
    es: ['estrella', 'cielo', 'galaxia', 'universo', 'espacio exterior', 'firmamento'],
    jung: [
      'Stars and the open sky point beyond the personal: destiny, guidance, the sense of a larger order. They can appear when the psyche is reaching for meaning rather than for answers.',
      'Las estrellas y el cielo abierto apuntan más allá de lo personal: destino, guía, la sensación de un orden mayor. Pueden aparecer cuando la psique busca sentido más que respuestas.',
    ],
    rogers: [
      'how it felt to look up at that sky, and what you find yourself hoping for or wondering about at this point in your life',
      'cómo te sentiste al mirar ese cielo, y qué esperas o te preguntas en este momento de tu vida',
    ],
    cbt: [
      'Looking at the sky can bring up big questions. If a thought like “my life has no direction” came with it, it might help to write down three things that do matter to you right now.',
      'Mirar el cielo puede traer grandes preguntas. Si vino con un pensamiento como «mi vida no tiene rumbo», podría ayudar anotar tres cosas que sí te importan ahora mismo.',
    ],
  },
  {
    id: 'snow',
    label: ['the snow and ice', 'la nieve y el hielo'],
    en: ['snow', 'snowing', 'ice', 'icy', 'frozen', 'frost', 'blizzard'],
    es: ['nieve', 'nevaba', 'nevando', 'hielo', 'congelad*', 'escarcha', 'ventisca'],
    jung: [
      'Snow and ice are feeling in a frozen state: something stilled, preserved, or kept cold. They can also be purity and quiet, a blank page before something new is written.',
      'La nieve y el hielo son el sentimiento en estado congelado: algo detenido, conservado o mantenido en frío. También pueden ser pureza y silencio, una página en blanco antes de escribir algo nuevo.',
    ],
    rogers: [
      'whether the cold in your dream felt peaceful or lonely, and whether some feeling in you has been put on ice for a while',
      'si el frío de tu sueño se sentía sereno o solitario, y si algún sentimiento tuyo lleva un tiempo congelado',
    ],
    cbt: [
      'Frozen landscapes sometimes come with emotional numbness or feeling stuck, and the thought “nothing is going to change”. You might look for one small thing that has shifted recently, however slightly.',
      'Los paisajes helados a veces vienen con entumecimiento emocional o la sensación de estar atascado, y el pensamiento «nada va a cambiar». Podrías buscar una pequeña cosa que se haya movido recientemente, aunque sea poco.',
    ],
  },
  {
    id: 'desert',
    label: ['the desert', 'el desierto'],
    en: ['desert', 'dunes', 'wasteland'],
    es: ['desierto', 'dunas', 'paramo'],
    jung: [
      'The desert is a place of dryness and solitude, where the usual sources of life are absent. In many spiritual traditions it is also where one goes to be tested and to meet what is essential.',
      'El desierto es un lugar de sequedad y soledad, donde faltan las fuentes habituales de vida. En muchas tradiciones espirituales es también adonde se va para ser probado y encontrar lo esencial.',
    ],
    rogers: [
      'what you were longing for in that desert, and where in your life you might be feeling dry or in need of nourishment',
      'qué anhelabas en ese desierto, y en qué parte de tu vida quizá te sientes seco o necesitas alimento',
    ],
    cbt: [
      'Desert dreams can reflect a sense of emptiness, and thoughts like “there is nothing for me here”. It might help to notice small sources of meaning you do have, even if they feel far apart.',
      'Los sueños de desierto pueden reflejar una sensación de vacío, y pensamientos como «aquí no hay nada para mí». Podría ayudar notar las pequeñas fuentes de sentido que sí tienes, aunque parezcan lejanas entre sí.',
    ],
  },
  {
    id: 'beach',
    label: ['the beach', 'la playa'],
    en: ['beach', 'shore', 'sand', 'coast'],
    es: ['playa', 'orilla', 'arena', 'costa'],
    exclude: ['a toda costa', 'a costa de'],
    labels: {
      shore: ['the shore', 'la orilla'],
      orilla: ['the shore', 'la orilla'],
      coast: ['the coast', 'la costa'],
      costa: ['the coast', 'la costa'],
      sand: ['the sand', 'la arena'],
      arena: ['the sand', 'la arena'],
    },
    jung: [
      'The shore is where land meets sea, where consciousness touches the unconscious. Dreams set there often deal with what is washing up from the depths, or with a rest between two worlds.',
      'La orilla es donde la tierra se encuentra con el mar, donde la conciencia toca el inconsciente. Los sueños situados allí suelen tratar de lo que llega desde las profundidades, o de un descanso entre dos mundos.',
    ],
    rogers: [
      'how it felt to be on that shore, at rest, waiting or looking out, and what you would like to let arrive in your life',
      'cómo te sentías en esa orilla, descansando, esperando o mirando a lo lejos, y qué te gustaría dejar llegar a tu vida',
    ],
    cbt: [
      'Beaches often carry memories of rest and freedom. If the dream brought a pang like “I never get time for myself”, you might check how often that is literally true, and plan one small pause.',
      'Las playas suelen traer recuerdos de descanso y libertad. Si el sueño trajo una punzada como «nunca tengo tiempo para mí», podrías comprobar cuántas veces es literalmente cierto y planear una pequeña pausa.',
    ],
  },
  {
    id: 'island',
    label: ['the island', 'la isla'],
    en: ['island', 'isle'],
    es: ['isla', 'islote'],
    jung: [
      'An island is a piece of solid ground surrounded by the unconscious sea: a self that is contained, perhaps protected, perhaps isolated. It can be a sanctuary or a place of exile.',
      'Una isla es un pedazo de tierra firme rodeado por el mar del inconsciente: un yo contenido, quizá protegido, quizá aislado. Puede ser un santuario o un lugar de destierro.',
    ],
    rogers: [
      'whether being on that island felt like refuge or loneliness, and how connected or apart you feel from the people around you',
      'si estar en esa isla se sentía como refugio o como soledad, y cuán conectado o apartado te sientes de las personas que te rodean',
    ],
    cbt: [
      'An island can echo a thought like “I’m on my own with this”. It might be worth testing: who, even one person, could you share a small part of it with?',
      'Una isla puede hacer eco de un pensamiento como «estoy solo con esto». Valdría la pena ponerlo a prueba: ¿con quién, aunque sea una sola persona, podrías compartir una parte pequeña?',
    ],
  },
  {
    id: 'cave',
    label: ['the cave', 'la cueva'],
    en: ['cave', 'cavern', 'tunnel', 'underground'],
    es: ['cueva', 'caverna', 'gruta', 'tunel', 'subterraneo'],
    jung: [
      'A cave or tunnel leads into the depths of the psyche: the womb of the earth, the place of hidden treasure and of what is feared. Going down into it is a classic image of turning toward the unconscious.',
      'Una cueva o un túnel conducen a las profundidades de la psique: el vientre de la tierra, el lugar del tesoro escondido y de lo temido. Descender a ella es una imagen clásica de volverse hacia el inconsciente.',
    ],
    rogers: [
      'what you felt as you went into that dark place, and what in yourself you might be approaching for the first time',
      'lo que sentiste al entrar en ese lugar oscuro, y a qué parte de ti quizá te estás acercando por primera vez',
    ],
    cbt: [
      'Enclosed, dark places often go with thoughts like “I’m trapped and there’s no way out”. You might look at the waking situation this resembles and list every possible exit, even unlikely ones.',
      'Los lugares cerrados y oscuros suelen ir con pensamientos como «estoy atrapado y no hay salida». Podrías mirar la situación despierta a la que se parece y anotar todas las salidas posibles, incluso las improbables.',
    ],
  },
  {
    id: 'earthquake',
    label: ['the earthquake', 'el terremoto'],
    en: ['earthquake', 'tremor', 'ground shaking', 'ground was shaking', 'ground shook'],
    es: ['terremoto', 'sismo', 'temblor', 'temblaba la tierra', 'temblaba el suelo'],
    jung: [
      'An earthquake shakes the very ground one stands on: the foundations of an attitude, a belief or a way of life. The psyche may be announcing that something once solid is being reorganised.',
      'Un terremoto sacude el suelo mismo que se pisa: los cimientos de una actitud, de una creencia o de una forma de vida. La psique puede estar anunciando que algo que parecía sólido se está reorganizando.',
    ],
    rogers: [
      'what felt shaken in the dream and whether something you have relied on feels less steady lately',
      'qué sentiste sacudido en el sueño y si algo en lo que te apoyabas se siente menos firme últimamente',
    ],
    cbt: [
      'When the ground moves, the mind often jumps to “everything is falling apart”. It may help to list what is actually changing and what is still stable, even if the list feels uneven.',
      'Cuando el suelo se mueve, la mente suele saltar a «todo se está derrumbando». Puede ayudar anotar lo que realmente está cambiando y lo que sigue estable, aunque la lista parezca desigual.',
    ],
  },
  {
    id: 'wind',
    label: ['the wind', 'el viento'],
    en: ['wind', 'windy', 'gale', 'breeze', 'gust'],
    es: ['viento', 'ventarron', 'brisa', 'vendaval', 'rafaga'],
    jung: [
      'Wind is spirit in motion, invisible but felt in everything it moves; in many languages the word for spirit and for breath or wind is the same. It can bring change, inspiration or unrest.',
      'El viento es el espíritu en movimiento, invisible pero presente en todo lo que mueve; en muchas lenguas la palabra para espíritu y para aliento o viento es la misma. Puede traer cambio, inspiración o inquietud.',
    ],
    rogers: [
      'whether the wind pushed you, carried you or refreshed you, and what forces you feel moving in your life right now',
      'si el viento te empujaba, te llevaba o te refrescaba, y qué fuerzas sientes que se mueven en tu vida ahora',
    ],
    cbt: [
      'Being pushed by wind can mirror a sense that outside forces decide for you. You might separate what others are deciding from the choices still in your hands.',
      'Ser empujado por el viento puede reflejar la sensación de que fuerzas externas deciden por ti. Podrías separar lo que deciden otros de las elecciones que siguen en tus manos.',
    ],
  },
  {
    id: 'darkness',
    label: ['the darkness', 'la oscuridad'],
    en: ['darkness', 'dark', 'pitch black', 'pitch dark', 'lights went out', 'the lights went off', 'power went out'],
    es: [
      'oscuridad',
      'oscuro',
      'oscura',
      'tinieblas',
      'penumbra',
      'se fue la luz',
      'se apago la luz',
      'se apagaron las luces',
    ],
    exclude: ['dark hair', 'dark haired'],
    jung: [
      'Darkness is the realm of the unconscious and of the shadow: what is not yet seen, not yet known about oneself. It is not only threat; it is also the dark soil in which new things germinate.',
      'La oscuridad es el reino del inconsciente y de la sombra: lo que aún no se ve ni se sabe de uno mismo. No es solo amenaza; es también la tierra oscura en la que germina lo nuevo.',
    ],
    rogers: [
      'what it was like for you to be in the dark, and whether there is something in your life you are moving through without being able to see far ahead',
      'cómo fue para ti estar a oscuras, y si hay algo en tu vida que atraviesas sin poder ver muy lejos',
    ],
    cbt: [
      'In the dark, the mind tends to imagine the worst. If the dream left a sense of dread, you might ask what specifically you feared and how likely it is in daylight terms.',
      'En la oscuridad, la mente tiende a imaginar lo peor. Si el sueño dejó una sensación de temor, podrías preguntarte qué temías exactamente y qué tan probable es visto a la luz del día.',
    ],
  },
  {
    id: 'light',
    label: ['the light', 'la luz'],
    en: ['light', 'glow', 'glowing', 'bright light', 'shining'],
    es: ['luz', 'resplandor', 'brillaba', 'brillante', 'luminoso'],
    exclude: ['light switch'],
    jung: [
      'Light in a dream often marks consciousness dawning: an insight, a clarity, something coming into view. A radiant light can also be an image of the Self, the centre that orders the psyche.',
      'La luz en un sueño suele señalar que la conciencia despierta: una intuición, una claridad, algo que entra en el campo de visión. Una luz radiante también puede ser imagen del Sí-mismo, el centro que ordena la psique.',
    ],
    rogers: [
      'what the light showed you, or how it made you feel, and where you are beginning to see something more clearly',
      'lo que la luz te mostró, o cómo te hizo sentir, y dónde estás empezando a ver algo con más claridad',
    ],
    cbt: [
      'Light often comes with relief or hope. It can help to name the hopeful thought the dream offered and ask what evidence in your waking life supports it.',
      'La luz suele venir con alivio o esperanza. Puede ayudar ponerle nombre al pensamiento esperanzador que ofreció el sueño y preguntarte qué pruebas de tu vida despierta lo respaldan.',
    ],
  },
  {
    id: 'mud',
    label: ['the mud', 'el barro'],
    en: ['mud', 'muddy', 'swamp', 'quicksand', 'bog'],
    es: ['barro', 'lodo', 'fango', 'pantano', 'arenas movedizas', 'cienaga'],
    jung: [
      'Mud and swamps are the primal mix of earth and water, where things rot and also begin. Sinking in them can show being caught in something unresolved; yet the lotus grows from mud.',
      'El barro y los pantanos son la mezcla primordial de tierra y agua, donde las cosas se pudren y también comienzan. Hundirse en ellos puede mostrar que algo no resuelto te atrapa; y sin embargo el loto crece del barro.',
    ],
    rogers: [
      'where in your life you might feel stuck or bogged down, and what it would be like to be gentle with yourself about it',
      'en qué parte de tu vida quizá te sientes atascado o empantanado, y cómo sería tratarte con amabilidad al respecto',
    ],
    cbt: [
      'Sinking or stuck feet often echo thoughts like “the harder I try, the worse it gets”. You might look for one situation where effort did help, and for what was different there.',
      'Hundirse o tener los pies atrapados suele hacer eco de pensamientos como «cuanto más lo intento, peor». Podrías buscar una situación en la que el esfuerzo sí ayudó, y qué fue distinto allí.',
    ],
  },
  {
    id: 'volcano',
    label: ['the volcano', 'el volcán'],
    en: ['volcano', 'lava', 'eruption', 'erupting'],
    es: ['volcan', 'lava', 'erupcion'],
    jung: [
      'A volcano is pressure from the depths finding its way out: emotion, often anger or passion, that has been building under a calm surface. Its eruption can be destructive and also fertile.',
      'Un volcán es la presión de las profundidades que encuentra salida: emoción, a menudo ira o pasión, que se ha ido acumulando bajo una superficie tranquila. Su erupción puede ser destructiva y también fértil.',
    ],
    rogers: [
      'what might be building up inside you, and how it would feel to let some of it be expressed safely',
      'qué podría estar acumulándose dentro de ti, y cómo se sentiría dejar que una parte se exprese de forma segura',
    ],
    cbt: [
      'Volcano dreams often accompany held-back anger and thoughts like “if I say anything, I’ll explode”. Naming the frustration early, in small and calm ways, is often easier than it sounds.',
      'Los sueños de volcanes suelen acompañar a una ira contenida y pensamientos como «si digo algo, voy a estallar». Nombrar la frustración pronto, de forma pequeña y tranquila, suele ser más fácil de lo que parece.',
    ],
  },
];
