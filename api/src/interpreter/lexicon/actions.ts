// Actions and events: what happens in the dream (falling, flying, being chased, exams, weddings...).
import type { LexiconEntryData } from './types.ts';

export const actions: readonly LexiconEntryData[] = [
  {
    id: 'falling',
    label: ['falling', 'la caída'],
    en: ['falling', 'fell', 'fall', 'fallen'],
    es: ['caer', 'caia', 'caian', 'cai', 'caida', 'cayendo', 'cayo', 'cayeron', 'me caigo'],
    exclude: [
      'fell asleep',
      'fall asleep',
      'falling asleep',
      'fell in love',
      'falling in love',
      'fall in love',
      'fell out',
      'falling out',
      'fall out',
      'cai en la cuenta',
      'caian los dientes',
      'cayeron los dientes',
      'caia el pelo',
    ],
    jung: [
      'Falling is among the most universal dream images. It often compensates for an attitude that has climbed too high, too much in the head, too sure, too strained, and brings you back to the ground of the body and of feeling.',
      'Caer es una de las imágenes oníricas más universales. Suele compensar una actitud que ha subido demasiado alto, demasiado en la cabeza, demasiado segura o tensa, y te devuelve al suelo del cuerpo y del sentimiento.',
    ],
    rogers: [
      'what the falling felt like, terrifying, dizzying or even freeing, and where in your waking life you might feel you are losing your footing',
      'cómo se sentía la caída, aterradora, vertiginosa o incluso liberadora, y en qué parte de tu vida despierta quizá sientes que pierdes pie',
    ],
    cbt: [
      'Falling dreams often accompany thoughts like “I’m losing control” or “if I slip, everything collapses”. It may help to check what, concretely, would happen if you did slip, and what support would catch you.',
      'Los sueños de caída suelen acompañar pensamientos como «estoy perdiendo el control» o «si fallo, todo se derrumba». Puede ayudar comprobar qué pasaría concretamente si fallaras, y qué apoyo te sostendría.',
    ],
  },
  {
    id: 'flying',
    label: ['flying', 'el vuelo'],
    en: ['fly', 'flying', 'flew', 'flown', 'floating', 'float', 'levitating', 'soaring'],
    es: ['volar', 'volaba', 'volando', 'vole', 'flotaba', 'flotando', 'levitaba', 'levitando'],
    jung: [
      'Flying is freedom from gravity: liberation, perspective, spirit rising above the everyday. Jung also noted its shadow side, a flight from the ground of reality, so how the flight ends matters.',
      'Volar es liberarse de la gravedad: liberación, perspectiva, el espíritu que se eleva sobre lo cotidiano. Jung señaló también su lado de sombra, una huida del suelo de la realidad, así que importa cómo termina el vuelo.',
    ],
    rogers: [
      'how it felt to fly, joyful, effortless or uncertain, and where in your life you long for that same lightness',
      'cómo se sintió volar, con alegría, sin esfuerzo o con incertidumbre, y en qué parte de tu vida anhelas esa misma ligereza',
    ],
    cbt: [
      'Flying dreams often bring a sense of capability. It might help to name the thought that came with it, perhaps “I can do this”, and recall a waking situation where it is also true.',
      'Los sueños de volar suelen traer una sensación de capacidad. Podría ayudar nombrar el pensamiento que lo acompañó, quizá «puedo hacerlo», y recordar una situación despierta en la que también es cierto.',
    ],
  },
  {
    id: 'chased',
    label: ['being chased', 'la persecución'],
    en: ['chased', 'chasing', 'chase', 'pursued', 'hunted', 'running after me', 'followed me', 'following me'],
    es: ['persegu*', 'persig*', 'me seguia', 'me seguian', 'me acechaba', 'iban detras de mi', 'venia detras de mi'],
    jung: [
      'Being chased is one of the most common dreams, and Jung’s advice was to ask what pursues you: often it is a shadow content, something disowned, that wants to be faced rather than escaped.',
      'Ser perseguido es uno de los sueños más comunes, y el consejo de Jung era preguntarse qué te persigue: a menudo es un contenido de la sombra, algo rechazado, que quiere ser enfrentado más que evitado.',
    ],
    rogers: [
      'what it felt like to be pursued and what you imagine your pursuer wanted, and what in your life you may be running from',
      'cómo se sintió ser perseguido y qué imaginas que quería quien te perseguía, y de qué podrías estar huyendo en tu vida',
    ],
    cbt: [
      'Chase dreams are linked with avoidance: the more we run from a worry, the bigger it seems. You might name the thing you are avoiding and take one small step toward it.',
      'Los sueños de persecución se relacionan con la evitación: cuanto más huimos de una preocupación, más grande parece. Podrías nombrar lo que estás evitando y dar un pequeño paso hacia ello.',
    ],
  },
  {
    id: 'fleeing',
    label: ['running away', 'la huida'],
    en: ['running away', 'ran away', 'run away', 'escape', 'escaped', 'escaping', 'fled', 'fleeing'],
    es: [
      'huia',
      'huyendo',
      'huir',
      'hui',
      'escapar',
      'escapaba',
      'escapando',
      'me escape',
      'salir corriendo',
      'sali corriendo',
    ],
    jung: [
      'Running away shows the ego avoiding something the psyche keeps presenting. Sometimes flight is wise; often, in dreams, turning around to look at what is there changes the whole dream.',
      'Huir muestra al yo evitando algo que la psique sigue presentando. A veces la huida es sabia; a menudo, en los sueños, darse la vuelta para mirar lo que hay cambia todo el sueño.',
    ],
    rogers: [
      'what you were running from and how it felt to escape, and what it might be like to stop and look at it with kindness',
      'de qué huías y cómo se sintió escapar, y cómo sería detenerte y mirarlo con amabilidad',
    ],
    cbt: [
      'Escape is the natural answer to fear, but avoidance tends to keep fear alive. You might ask what a gentle, gradual approach to the feared thing could look like.',
      'Escapar es la respuesta natural al miedo, pero la evitación suele mantenerlo vivo. Podrías preguntarte cómo sería una aproximación gradual y amable a lo que temes.',
    ],
  },
  {
    id: 'swimming',
    label: ['swimming', 'nadar'],
    en: ['swimming', 'swim', 'swam', 'diving', 'dived', 'dove into'],
    es: ['nadar', 'nadaba', 'nadando', 'bucear', 'buceaba', 'buceando', 'me zambulli', 'nade', 'nado', 'nadamos'],
    jung: [
      'Swimming is moving within the waters of the unconscious rather than being overwhelmed by them: a capacity to navigate feeling. Diving deep is going willingly toward what lies below.',
      'Nadar es moverse dentro de las aguas del inconsciente en lugar de ser arrastrado por ellas: la capacidad de navegar el sentimiento. Bucear hondo es ir voluntariamente hacia lo que hay debajo.',
    ],
    rogers: [
      'how it felt to be in the water, at ease, struggling or exploring, and how you are moving through your emotions these days',
      'cómo se sentía estar en el agua, a gusto, con esfuerzo o explorando, y cómo te mueves estos días entre tus emociones',
    ],
    cbt: [
      'Swimming with ease suggests a sense of coping. It may help to name what you are handling well right now, since anxious minds tend to skip that list.',
      'Nadar con soltura sugiere una sensación de afrontamiento. Puede ayudar nombrar lo que estás manejando bien ahora, porque la mente ansiosa tiende a saltarse esa lista.',
    ],
  },
  {
    id: 'drowning',
    label: ['drowning', 'ahogarse'],
    en: ['drowning', 'drown', 'drowned', 'sinking'],
    es: ['ahogarme', 'ahogaba', 'ahogando', 'ahogado', 'ahogada', 'me hundia', 'hundiendo'],
    jung: [
      'Drowning is being overwhelmed by the unconscious: feelings or demands rising over one’s head. It is a call to find firmer ground, or a boat, and to take seriously what is flooding in.',
      'Ahogarse es ser desbordado por el inconsciente: sentimientos o exigencias que te cubren por completo. Es una llamada a encontrar suelo más firme, o un bote, y a tomar en serio lo que está inundando.',
    ],
    rogers: [
      'what it felt like to be going under, and what in your life feels like “too much” right now, and what would help you breathe',
      'cómo se sintió hundirte, qué en tu vida se siente ahora como «demasiado», y qué te ayudaría a respirar',
    ],
    cbt: [
      'Drowning dreams often accompany the thought “I can’t keep my head above water”. You might list the demands on you and mark which could wait, be shared, or be dropped.',
      'Los sueños de ahogarse suelen acompañar el pensamiento «no puedo mantener la cabeza fuera del agua». Podrías anotar lo que se te exige y marcar qué puede esperar, compartirse o dejarse.',
    ],
  },
  {
    id: 'exam',
    label: ['an exam', 'un examen'],
    en: ['exam', 'test', 'examination', 'quiz', 'final exam', 'driving test', 'driving exam'],
    es: ['examen', 'prueba', 'evaluacion', 'oposicion', 'examen de conducir', 'examen practico'],
    jung: [
      'The exam dream often visits people long after school, typically before a challenge in which they feel judged. Jung would ask where in life you feel tested now, and by whom: often by an inner examiner.',
      'El sueño del examen suele visitar a las personas mucho después de la escuela, típicamente antes de un reto en el que se sienten juzgadas. Jung preguntaría dónde te sientes evaluado ahora en la vida, y por quién: a menudo por un examinador interior.',
    ],
    rogers: [
      'what it felt like to face that exam, and whose judgment, including your own, weighs on you right now',
      'cómo se sintió enfrentar ese examen, y qué juicio, incluido el tuyo, pesa sobre ti en este momento',
    ],
    cbt: [
      'Exam dreams are a classic sign of performance anxiety: “I’m not prepared” or “I’ll fail”. You might list how you have prepared for your real challenge, and how past tests actually went.',
      'Los sueños de exámenes son una señal clásica de ansiedad de rendimiento: «no estoy preparado» o «voy a suspender». Podrías anotar cómo te has preparado para tu reto real, y cómo fueron de verdad las pruebas pasadas.',
    ],
  },
  {
    id: 'late',
    label: ['being late', 'llegar tarde'],
    en: ['running late', 'was late', 'be late', 'too late', 'late for', 'missed the', 'missed my'],
    es: ['llegaba tarde', 'llegar tarde', 'llegue tarde', 'iba tarde', 'demasiado tarde', 'perdi el', 'retraso'],
    jung: [
      'Being late is time pressing on the psyche: a sense of having missed one’s moment, or of a life running behind some inner schedule. The dream may ask whose timetable you are trying to keep.',
      'Llegar tarde es el tiempo presionando a la psique: la sensación de haber perdido el momento, o de una vida que va por detrás de algún horario interior. El sueño puede preguntar de quién es el horario que intentas cumplir.',
    ],
    rogers: [
      'what you were late for and how it felt, and where in your life you feel behind, and by whose measure',
      'a qué llegabas tarde y cómo se sentía, y en qué parte de tu vida te sientes atrasado, y según la medida de quién',
    ],
    cbt: [
      'Lateness dreams go with thoughts like “I’m always behind” or “I’ll let everyone down”. You might check that “always”, and notice what happened the last time you were actually late.',
      'Los sueños de llegar tarde van con pensamientos como «siempre voy atrasado» o «voy a decepcionar a todos». Podrías revisar ese «siempre», y notar qué pasó la última vez que de verdad llegaste tarde.',
    ],
  },
  {
    id: 'lost',
    label: ['being lost', 'estar perdido'],
    en: ['lost', 'got lost', 'getting lost', 'couldnt find', 'could not find'],
    es: ['perdido', 'perdida', 'me perdi', 'perderme', 'no encontraba', 'no podia encontrar'],
    jung: [
      'Being lost or unable to find something is the ego without its bearings: an old orientation no longer works, and a new one has not yet formed. It is an uncomfortable but often fertile in-between.',
      'Estar perdido o no encontrar algo es el yo sin referencias: una vieja orientación ya no sirve y la nueva aún no se ha formado. Es un entretiempo incómodo, pero a menudo fértil.',
    ],
    rogers: [
      'what you were looking for or where you were trying to go, and where in your life you feel unsure of the way',
      'lo que buscabas o adónde intentabas ir, y en qué parte de tu vida te sientes inseguro del camino',
    ],
    cbt: [
      'Being lost often mirrors “I don’t know what I’m doing with my life”. You might write down what you do know, your values and next obligations, as landmarks.',
      'Estar perdido suele reflejar «no sé qué estoy haciendo con mi vida». Podrías escribir lo que sí sabes, tus valores y tus próximas obligaciones, como puntos de referencia.',
    ],
  },
  {
    id: 'death',
    label: ['death', 'la muerte'],
    en: ['death', 'dead', 'die', 'died', 'dying', 'corpse', 'dead body'],
    es: ['muerte', 'muerto', 'muerta', 'morir', 'mori', 'murio', 'murieron', 'moria', 'moribund*', 'cadaver'],
    jung: [
      'Death in a dream is almost never about literal death: it is the ending of a phase, an attitude or a relationship, so that something new can be born. Jung saw it as part of the rhythm of transformation.',
      'La muerte en un sueño casi nunca trata de la muerte literal: es el final de una etapa, una actitud o una relación, para que algo nuevo pueda nacer. Jung la veía como parte del ritmo de la transformación.',
    ],
    rogers: [
      'what you felt in the presence of death in the dream, and what in your life may be ending, and how you feel about that ending',
      'lo que sentiste ante la muerte en el sueño, y qué podría estar terminando en tu vida, y cómo te sientes ante ese final',
    ],
    cbt: [
      'Death dreams can leave a heavy fear that they predict something. Dreams are not predictions; you might name the fear as a fear, and notice what it says about who or what you care about.',
      'Los sueños de muerte pueden dejar el miedo de que predicen algo. Los sueños no son predicciones; podrías nombrar el miedo como miedo, y notar lo que dice de quién o de qué te importa.',
    ],
  },
  {
    id: 'killing',
    label: ['killing', 'matar'],
    en: ['kill', 'killed', 'killing', 'murder', 'murdered', 'murderer'],
    es: ['matar', 'mataba', 'matando', 'mataron', 'asesinar', 'asesinato', 'asesino', 'asesina', 'asesinad*'],
    jung: [
      'Killing in a dream is symbolic: ending, cutting off, or overpowering something in the psyche. Killing a figure may mean rejecting a quality it represents; being killed, that an old self is being replaced.',
      'Matar en un sueño es simbólico: terminar, cortar o dominar algo en la psique. Matar a una figura puede significar rechazar una cualidad que representa; ser asesinado, que un viejo yo está siendo reemplazado.',
    ],
    rogers: [
      'what you felt during that violent moment, and whether some strong feeling, anger, fear or wish for an ending, is asking to be understood',
      'lo que sentiste en ese momento violento, y si algún sentimiento fuerte, ira, miedo o deseo de un final, pide ser comprendido',
    ],
    cbt: [
      'Violent dreams can bring guilt, “what does it say about me?”. Dreams like this are common and do not reveal hidden wishes to harm; you might notice the guilt and let the dream be a dream.',
      'Los sueños violentos pueden traer culpa, «¿qué dice esto de mí?». Estos sueños son frecuentes y no revelan deseos ocultos de dañar; podrías notar la culpa y dejar que el sueño sea un sueño.',
    ],
  },
  {
    id: 'fight',
    label: ['the fight', 'la pelea'],
    en: ['fight', 'fighting', 'fought', 'argument', 'arguing', 'argued', 'punched', 'attacked'],
    es: [
      'pelea',
      'peleaba',
      'peleando',
      'pelear',
      'discusion',
      'discutia',
      'discutiamos',
      'golpe',
      'atacaba',
      'ataque',
    ],
    jung: [
      'A fight in a dream often stages an inner conflict between two attitudes, with the people in it as their carriers. Ask what each side stands for; both may belong to you.',
      'Una pelea en un sueño suele escenificar un conflicto interior entre dos actitudes, con las personas como portadoras. Pregúntate qué representa cada lado; ambos pueden ser tuyos.',
    ],
    rogers: [
      'what you were fighting about or for, and how it felt, and whether there is a conflict in your life that wants to be spoken about',
      'por qué o contra qué luchabas, y cómo se sentía, y si hay un conflicto en tu vida que quiere ser hablado',
    ],
    cbt: [
      'Arguments in dreams can rehearse conflicts we avoid. If a thought like “if I disagree, they’ll leave” is familiar, you might plan one calm, honest sentence you could say.',
      'Las discusiones en los sueños pueden ensayar conflictos que evitamos. Si te resulta familiar un pensamiento como «si discrepo, se irá», podrías preparar una frase tranquila y sincera que podrías decir.',
    ],
  },
  {
    id: 'wedding',
    label: ['the wedding', 'la boda'],
    en: ['wedding', 'marriage', 'married', 'getting married', 'bride', 'groom'],
    es: ['boda', 'casamiento', 'me casaba', 'casarme', 'casarnos', 'me case', 'matrimonio', 'altar'],
    jung: [
      'A wedding is the sacred marriage of opposites, a union within the psyche, such as thinking with feeling or the ego with the anima or animus. It often marks an inner integration, whatever it says about outer relationships.',
      'Una boda es el matrimonio sagrado de los opuestos, una unión dentro de la psique, como el pensamiento con el sentimiento o el yo con el ánima o el ánimus. Suele señalar una integración interior, diga lo que diga de las relaciones externas.',
    ],
    rogers: [
      'how you felt at that wedding, joyful, anxious or out of place, and what you are joining or committing to in your life',
      'cómo te sentías en esa boda, alegre, inquieto o fuera de lugar, y a qué te estás uniendo o comprometiendo en tu vida',
    ],
    cbt: [
      'Wedding dreams can stir doubts: “am I making the right choice?” You might write down what you know about the choice, separate from the anxiety the dream brought.',
      'Los sueños de bodas pueden remover dudas: «¿estoy eligiendo bien?». Podrías escribir lo que sabes de esa elección, aparte de la ansiedad que trajo el sueño.',
    ],
  },
  {
    id: 'birth',
    label: ['the birth', 'el nacimiento'],
    en: ['giving birth', 'gave birth', 'birth', 'born', 'labour', 'labor'],
    es: ['parto', 'dar a luz', 'di a luz', 'daba a luz', 'nacimiento', 'nacio', 'nacia'],
    exclude: ['birth certificate'],
    jung: [
      'Birth is the arrival of something new into consciousness: a new attitude, a project, a side of yourself. It often follows a period of gestation, and of labour.',
      'El nacimiento es la llegada de algo nuevo a la conciencia: una nueva actitud, un proyecto, una faceta de ti. Suele seguir a un período de gestación, y de esfuerzo.',
    ],
    rogers: [
      'what was being born in your dream and how you felt about it, and what new beginning you sense in your own life',
      'lo que nacía en tu sueño y cómo te sentías al respecto, y qué nuevo comienzo intuyes en tu propia vida',
    ],
    cbt: [
      'New beginnings can bring both hope and the thought “I won’t be able to take care of this”. You might list what support, skills and time you have for it.',
      'Los nuevos comienzos pueden traer esperanza y también el pensamiento «no voy a poder cuidarlo». Podrías anotar con qué apoyo, habilidades y tiempo cuentas para ello.',
    ],
  },
  {
    id: 'intimacy',
    label: ['the kiss and intimacy', 'el beso y la intimidad'],
    en: ['kiss', 'kissed', 'kissing', 'sex', 'making love', 'made love'],
    es: ['beso', 'besaba', 'besando', 'besarnos', 'sexo', 'haciamos el amor', 'hacer el amor'],
    jung: [
      'Intimacy in dreams is often a union with what the other person represents: a quality you are drawing closer to or integrating. It need not say anything literal about desire for that person.',
      'La intimidad en los sueños suele ser una unión con lo que la otra persona representa: una cualidad a la que te acercas o que integras. No tiene por qué decir nada literal sobre el deseo hacia esa persona.',
    ],
    rogers: [
      'what closeness felt like in the dream, and what kind of intimacy or connection you might be longing for',
      'cómo se sentía la cercanía en el sueño, y qué clase de intimidad o conexión podrías estar anhelando',
    ],
    cbt: [
      'Intimate dreams with unexpected people often bring confusion or guilt, “what does this mean about me?”. They are common and rarely literal; you might notice the quality that person embodies instead.',
      'Los sueños íntimos con personas inesperadas suelen traer confusión o culpa, «¿qué dice esto de mí?». Son frecuentes y rara vez literales; podrías fijarte más bien en la cualidad que encarna esa persona.',
    ],
  },
  {
    id: 'hiding',
    label: ['hiding', 'esconderse'],
    en: ['hiding', 'hid', 'hide', 'stayed hidden', 'was hidden', 'were hidden'],
    es: [
      'escondia',
      'esconderme',
      'escondiendo',
      'me escondi',
      'ocultaba',
      'ocultandome',
      'estaba escondid*',
      'me quede escondid*',
      'estabamos escondid*',
    ],
    exclude: ['hidden room'],
    jung: [
      'Hiding is protecting something vulnerable from a threat, and also keeping something out of consciousness. Who hides, and from whom, can show what you are not yet ready to reveal.',
      'Esconderse es proteger algo vulnerable de una amenaza, y también mantener algo fuera de la conciencia. Quién se esconde, y de quién, puede mostrar lo que aún no estás listo para revelar.',
    ],
    rogers: [
      'what it was like to hide, and what part of you feels it needs protecting, or is waiting for a safe moment to be seen',
      'cómo fue esconderte, y qué parte de ti siente que necesita protección, o espera un momento seguro para ser vista',
    ],
    cbt: [
      'Hiding often goes with “if they find me, something bad will happen”. You might ask what, specifically, and whether hiding is still protecting you or now costing you.',
      'Esconderse suele ir con «si me encuentran, pasará algo malo». Podrías preguntarte qué exactamente, y si esconderte todavía te protege o ya te está costando.',
    ],
  },
  {
    id: 'searching',
    label: ['searching', 'la búsqueda'],
    en: [
      'searching',
      'looking for',
      'trying to find',
      'search',
      'looked for',
      'look for',
      'couldnt find him',
      'couldnt find her',
      'couldnt find them',
      'could not find him',
      'could not find her',
    ],
    es: [
      'buscaba',
      'buscando',
      'buscar',
      'busque',
      'intentaba encontrar',
      'no lo encontraba',
      'no la encontraba',
      'no los encontraba',
      'no las encontraba',
    ],
    jung: [
      'A search in a dream is the quest: for a lost object, a person, a way, and ultimately for something of yourself. What you search for is often a symbol of what the psyche feels is missing.',
      'Una búsqueda en un sueño es la búsqueda del héroe: de un objeto perdido, una persona, un camino y, en última instancia, de algo de ti. Lo que buscas suele simbolizar lo que la psique siente que falta.',
    ],
    rogers: [
      'what you were searching for and how the searching felt, and what you sense is missing, or longed for, in your life',
      'lo que buscabas y cómo se sentía la búsqueda, y qué sientes que falta, o anhelas, en tu vida',
    ],
    cbt: [
      'Endless searching can echo “I’ll never find what I need”. You might write down what you have already found along the way, and what “enough” would look like.',
      'Una búsqueda interminable puede hacer eco de «nunca encontraré lo que necesito». Podrías escribir lo que ya has encontrado por el camino, y cómo sería «suficiente».',
    ],
  },
  {
    id: 'trapped',
    label: ['being trapped', 'estar atrapado'],
    en: ['trapped', 'stuck', 'locked in', 'cornered', 'couldnt get out', 'no way out'],
    es: ['atrapado', 'atrapada', 'encerrado', 'encerrada', 'sin salida', 'no podia salir', 'acorralad*'],
    jung: [
      'Being trapped shows the psyche in a situation it cannot yet resolve: an attitude, a relationship or a role that has become too narrow. The dream often appears when growth is pressing against old walls.',
      'Estar atrapado muestra a la psique en una situación que aún no puede resolver: una actitud, una relación o un papel que se ha quedado estrecho. El sueño suele aparecer cuando el crecimiento presiona contra viejas paredes.',
    ],
    rogers: [
      'what it was like to be trapped and what you wished for, and where in your life you feel confined, and what freedom would look like',
      'cómo fue estar atrapado y qué deseabas, y en qué parte de tu vida te sientes encerrado, y cómo sería la libertad',
    ],
    cbt: [
      'Feeling trapped often comes with “there’s nothing I can do”. That is rarely completely true; you might brainstorm every option, including imperfect ones, before judging them.',
      'Sentirse atrapado suele venir con «no hay nada que pueda hacer». Eso rara vez es del todo cierto; podrías anotar todas las opciones, incluso las imperfectas, antes de juzgarlas.',
    ],
  },
  {
    id: 'climbing',
    label: ['climbing', 'escalar'],
    en: ['climbing', 'climb', 'climbed'],
    es: ['escalar', 'escalaba', 'escalando', 'trepaba', 'trepando', 'trepar'],
    jung: [
      'Climbing is effort toward a height: ambition, spiritual aspiration, the work of growth. Its difficulty and where it leads can show how you relate to your own goals.',
      'Escalar es esforzarse hacia una altura: ambición, aspiración espiritual, el trabajo del crecimiento. Su dificultad y adónde lleva pueden mostrar cómo te relacionas con tus propias metas.',
    ],
    rogers: [
      'what you were climbing toward and how the effort felt, and what you are striving for now, and whether it is truly your own goal',
      'hacia dónde escalabas y cómo se sentía el esfuerzo, y por qué te esfuerzas ahora, y si es de verdad tu propia meta',
    ],
    cbt: [
      'A climb that never ends can mirror perfectionism: “it’s never enough”. You might set a concrete point at which you could call the effort a success.',
      'Una subida que no termina puede reflejar perfeccionismo: «nunca es suficiente». Podrías fijar un punto concreto en el que considerar el esfuerzo un éxito.',
    ],
  },
  {
    id: 'dancing',
    label: ['dancing and music', 'el baile y la música'],
    en: ['dance', 'dancing', 'danced', 'music', 'singing', 'song'],
    es: ['bailar', 'bailaba', 'bailando', 'baile', 'musica', 'cantaba', 'cantando', 'cancion'],
    jung: [
      'Dance and music are expression beyond words: the body and feeling moving together, often joy or a longing for harmony. In many cultures dance is also a way of meeting the sacred.',
      'El baile y la música son expresión más allá de las palabras: el cuerpo y el sentimiento moviéndose juntos, a menudo alegría o anhelo de armonía. En muchas culturas, la danza es también una forma de encontrarse con lo sagrado.',
    ],
    rogers: [
      'how it felt to dance or hear that music, and where in your life you can express yourself freely, without words',
      'cómo se sintió bailar o escuchar esa música, y en qué parte de tu vida puedes expresarte libremente, sin palabras',
    ],
    cbt: [
      'Joyful dreams are worth noticing too: they show states of mind that are available to you. You might recall what thought accompanied that ease and bring it into your day.',
      'Los sueños alegres también merecen atención: muestran estados de ánimo que tienes a tu alcance. Podrías recordar qué pensamiento acompañó esa soltura y llevarlo a tu día.',
    ],
  },
  {
    id: 'betrayal',
    label: ['the betrayal', 'la traición'],
    en: ['cheating', 'cheated', 'affair', 'betrayed', 'betrayal', 'unfaithful'],
    es: ['infiel', 'engano', 'enganaba', 'traicion', 'traiciono', 'traicionaba', 'amante'],
    jung: [
      'Betrayal in a dream often reflects an inner betrayal: a part of yourself set aside, a value not honoured. It may also bring up old wounds of trust that are asking to be healed.',
      'La traición en un sueño suele reflejar una traición interior: una parte de ti dejada de lado, un valor no respetado. También puede traer viejas heridas de confianza que piden ser sanadas.',
    ],
    rogers: [
      'what you felt when you discovered the betrayal, and whether there is a place in your life where you feel less secure or less valued',
      'lo que sentiste al descubrir la traición, y si hay algún lugar en tu vida donde te sientes menos seguro o menos valorado',
    ],
    cbt: [
      'Infidelity dreams are common and usually reflect insecurity rather than reality. If you wake thinking “they’re hiding something”, you might list actual evidence, for and against, before acting on the feeling.',
      'Los sueños de infidelidad son frecuentes y suelen reflejar inseguridad más que realidad. Si despiertas pensando «me está ocultando algo», podrías anotar pruebas reales, a favor y en contra, antes de actuar por el sentimiento.',
    ],
  },
  {
    id: 'war',
    label: ['war and explosions', 'la guerra y las explosiones'],
    en: ['war', 'battle', 'bomb', 'explosion', 'exploded', 'exploding'],
    es: ['guerra', 'batalla', 'bomba', 'explosion', 'explotaba', 'exploto', 'estallido'],
    jung: [
      'War and explosions are inner conflict at its most dramatic: opposing forces in the psyche, or pressure that has built up and burst. They can also be collective anxieties entering personal dreams.',
      'La guerra y las explosiones son el conflicto interior en su forma más dramática: fuerzas opuestas en la psique, o una presión acumulada que estalla. También pueden ser angustias colectivas que entran en los sueños personales.',
    ],
    rogers: [
      'what it was like to be in the middle of that conflict, and what feels at war, inside you or around you, right now',
      'cómo fue estar en medio de ese conflicto, y qué se siente en guerra, dentro o alrededor de ti, en este momento',
    ],
    cbt: [
      'War dreams often follow exposure to distressing news or chronic stress. You might notice how much news you take in, and whether the thought “the world is falling apart” is shaping your mood.',
      'Los sueños de guerra suelen seguir a la exposición a noticias angustiosas o al estrés crónico. Podrías notar cuántas noticias consumes, y si el pensamiento «el mundo se está desmoronando» da forma a tu ánimo.',
    ],
  },
  {
    id: 'accident',
    label: ['the accident', 'el accidente'],
    en: ['accident', 'crash', 'crashed', 'collision'],
    es: ['accidente', 'choque', 'chocaba', 'chocamos', 'estrellaba', 'estrello'],
    jung: [
      'An accident is a collision between the course you are on and something you did not see: a warning from the unconscious to slow down or pay attention to what you are overlooking.',
      'Un accidente es un choque entre el rumbo que llevas y algo que no viste: una advertencia del inconsciente para frenar o atender a lo que estás pasando por alto.',
    ],
    rogers: [
      'what happened in the accident and how you felt afterwards, and whether you feel you are moving too fast in some part of your life',
      'lo que pasó en el accidente y cómo te sentiste después, y si sientes que vas demasiado deprisa en alguna parte de tu vida',
    ],
    cbt: [
      'Accident dreams can leave anticipatory fear, “something is going to go wrong”. You might name the specific worry and one reasonable precaution, then let the rest go.',
      'Los sueños de accidentes pueden dejar miedo anticipatorio, «algo va a salir mal». Podrías nombrar la preocupación concreta y una precaución razonable, y dejar ir el resto.',
    ],
  },
  {
    id: 'journey',
    label: ['the journey', 'el viaje'],
    en: ['journey', 'trip', 'travel', 'travelling', 'traveling', 'vacation', 'holiday'],
    es: ['viaje', 'viajaba', 'viajando', 'viajar', 'vacaciones', 'excursion'],
    jung: [
      'A journey is the oldest image of life and of individuation: leaving the familiar, crossing thresholds, returning changed. Where you were going and with whom may say much about your present path.',
      'Un viaje es la imagen más antigua de la vida y de la individuación: dejar lo familiar, cruzar umbrales, volver cambiado. Adónde ibas y con quién puede decir mucho de tu camino actual.',
    ],
    rogers: [
      'where you were travelling and how it felt to be on the way, and what journey, outer or inner, you are on now',
      'adónde viajabas y cómo se sentía ir de camino, y en qué viaje, exterior o interior, estás ahora',
    ],
    cbt: [
      'Travel dreams with lost tickets or wrong turns often mirror “I’m not doing this right”. You might notice that detours are part of most journeys.',
      'Los sueños de viajes con billetes perdidos o giros equivocados suelen reflejar «no lo estoy haciendo bien». Podrías notar que los desvíos son parte de casi todos los viajes.',
    ],
  },
  {
    id: 'moving',
    label: ['moving home', 'la mudanza'],
    en: ['moving house', 'moved house', 'new house', 'new apartment', 'moving out'],
    es: ['mudanza', 'mudarme', 'me mudaba', 'nos mudabamos', 'casa nueva', 'nuevo piso', 'nuevo apartamento'],
    jung: [
      'Moving house is a change in the dwelling of the self: leaving an old structure of identity and settling into a new one. It often accompanies real transitions, or inner ones not yet visible.',
      'Mudarse es un cambio en la morada del yo: dejar una vieja estructura de identidad y asentarse en una nueva. Suele acompañar transiciones reales, o interiores aún no visibles.',
    ],
    rogers: [
      'what you were leaving and what you were moving into, and how it feels to be changing where, or who, you are',
      'lo que dejabas y adónde te mudabas, y cómo se siente estar cambiando dónde, o quién, eres',
    ],
    cbt: [
      'Moving dreams can stir uncertainty, “I won’t fit in the new place”. You might recall past transitions and how you eventually settled in.',
      'Los sueños de mudanza pueden remover incertidumbre, «no encajaré en el nuevo lugar». Podrías recordar transiciones pasadas y cómo acabaste adaptándote.',
    ],
  },
  {
    id: 'party',
    label: ['the party', 'la fiesta'],
    en: ['party', 'celebration', 'celebrating', 'birthday', 'celebrate', 'celebrated'],
    es: ['fiesta', 'cumpleanos', 'celebr*'],
    jung: [
      'A party is community and celebration, the persona at its most social. How you felt there, at the centre, on the edge, or not invited, may show how you stand with belonging right now.',
      'Una fiesta es comunidad y celebración, la persona en su faceta más social. Cómo te sentías allí, en el centro, al margen o sin invitación, puede mostrar cómo estás ahora con la pertenencia.',
    ],
    rogers: [
      'how you felt among the people at that party, and where in your life you feel you belong, or would like to',
      'cómo te sentías entre la gente de esa fiesta, y en qué parte de tu vida sientes que perteneces, o te gustaría pertenecer',
    ],
    cbt: [
      'Party dreams can bring social worries, “no one wants me there”. You might check this against recent invitations and conversations.',
      'Los sueños de fiestas pueden traer preocupaciones sociales, «nadie me quiere allí». Podrías contrastarlo con invitaciones y conversaciones recientes.',
    ],
  },
  {
    id: 'funeral',
    label: ['the funeral', 'el funeral'],
    en: ['funeral', 'burial', 'buried', 'mourning'],
    es: ['funeral', 'entierro', 'velorio', 'enterrado', 'enterrada', 'luto'],
    jung: [
      'A funeral is a ritual of farewell: laying to rest something that has ended, perhaps an old self, a hope or a relationship. It often makes room for grief, and then for renewal.',
      'Un funeral es un ritual de despedida: dar descanso a algo que ha terminado, quizá un viejo yo, una esperanza o una relación. Suele abrir espacio al duelo, y después a la renovación.',
    ],
    rogers: [
      'what was being mourned in your dream and what you felt, and whether there is a loss in your life that needs time and acknowledgement',
      'lo que se lloraba en tu sueño y lo que sentiste, y si hay una pérdida en tu vida que necesita tiempo y reconocimiento',
    ],
    cbt: [
      'Funeral dreams can trigger fear of loss. Grief and fear are different; you might ask whether the dream is pointing to something already lost, or to a worry about the future.',
      'Los sueños de funerales pueden disparar miedo a la pérdida. El duelo y el miedo son distintos; podrías preguntarte si el sueño señala algo ya perdido, o una preocupación por el futuro.',
    ],
  },
  {
    id: 'abduction',
    label: ['being attacked or taken', 'ser atacado o secuestrado'],
    en: ['kidnapped', 'abducted', 'kidnapping', 'attacked me', 'attacking me', 'mugged'],
    es: ['secuestro', 'secuestrad*', 'secuestraban', 'me atacaba', 'me atacaban', 'me asaltaron'],
    jung: [
      'Being seized or attacked shows the ego overpowered by a force, often an autonomous complex or a shadow content that takes control. The dream asks what has been “taking you over” lately.',
      'Ser capturado o atacado muestra al yo dominado por una fuerza, a menudo un complejo autónomo o un contenido de la sombra que toma el control. El sueño pregunta qué te ha estado «dominando» últimamente.',
    ],
    rogers: [
      'what it felt like to lose control in that way, and what in your life feels like it is taking over, or taking something from you',
      'cómo se sintió perder el control de ese modo, y qué en tu vida sientes que te domina, o te quita algo',
    ],
    cbt: [
      'Attack dreams leave the body on alert. On waking, grounding yourself, naming five things you can see, can help, before looking at any waking situation that feels threatening.',
      'Los sueños de ataques dejan al cuerpo en alerta. Al despertar, anclarte, nombrando cinco cosas que puedes ver, puede ayudar, antes de mirar cualquier situación despierta que se sienta amenazante.',
    ],
  },
  {
    id: 'performance',
    label: ['being on stage', 'estar en un escenario'],
    en: ['stage', 'on stage', 'performing', 'performance', 'presentation', 'speech'],
    es: ['escenario', 'actuacion', 'actuar', 'presentacion', 'discurso'],
    jung: [
      'A stage is the persona in its purest form: being seen playing a role. Forgetting your lines may show that the role no longer fits, or that something more authentic wants to be said.',
      'Un escenario es la persona en su forma más pura: ser visto representando un papel. Olvidar el texto puede mostrar que el papel ya no encaja, o que algo más auténtico quiere ser dicho.',
    ],
    rogers: [
      'how it felt to be seen like that, and where in your life you feel you are performing rather than being yourself',
      'cómo se sintió ser visto de ese modo, y en qué parte de tu vida sientes que actúas en lugar de ser tú',
    ],
    cbt: [
      'Stage dreams are classic social anxiety: “I’ll freeze and everyone will laugh”. You might recall that audiences are usually on the performer’s side, and how past presentations actually went.',
      'Los sueños de escenario son ansiedad social clásica: «me quedaré en blanco y todos se reirán». Podrías recordar que el público suele estar del lado de quien actúa, y cómo fueron de verdad tus presentaciones pasadas.',
    ],
  },
];
