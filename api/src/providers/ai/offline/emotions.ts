// Emotions a dream names, in English and Spanish, each with a reading per style. Same term syntax
// as the lexicon (../text.ts); a negation just before a term ("not afraid", "no tenía miedo")
// cancels it.
import type { Pair } from './lexicon/types.ts';

export interface EmotionEntry {
  id: string;
  /** English noun; Spanish noun with its article ("el miedo"). */
  label: Pair;
  /** Unpleasant emotions get the CBT intensity rating and the balanced-thought step. */
  difficult: boolean;
  en: readonly string[];
  es: readonly string[];
  exclude?: readonly string[];
  jung: Pair;
  /** Completes "I invite you to reflect on …". */
  rogers: Pair;
  cbt: Pair;
}

export const EMOTIONS: readonly EmotionEntry[] = [
  {
    id: 'fear',
    label: ['fear', 'el miedo'],
    difficult: true,
    en: [
      'afraid',
      'scared',
      'fear',
      'frightened',
      'terrified',
      'terror',
      'horror',
      'horrified',
      'panic',
      'panicked',
      'panicking',
      'panicky',
      'dread',
      'frightening',
      'scary',
    ],
    es: ['miedo', 'asustad*', 'aterrad*', 'aterroriz*', 'terror', 'panico', 'pavor', 'espanto', 'horror', 'temor'],
    jung: [
      'Fear in a dream often marks the border of the known: it rises exactly where something unfamiliar in the psyche is approaching. It is worth asking what it protects you from, and what it keeps you from meeting.',
      'El miedo en un sueño suele marcar la frontera de lo conocido: surge justo donde algo desconocido de la psique se acerca. Vale la pena preguntarse de qué te protege y qué te impide encontrar.',
    ],
    rogers: [
      'the fear you felt, without judging it, and what it might be asking of you: protection, reassurance, or simply to be noticed',
      'el miedo que sentiste, sin juzgarlo, y lo que podría estar pidiéndote: protección, consuelo o simplemente ser notado',
    ],
    cbt: [
      'Fear in a dream is felt by the body as real fear, even though the danger is not. Noticing where you still feel it on waking, and rating it from 0 to 10, helps separate the feeling from the facts.',
      'El cuerpo vive el miedo de un sueño como miedo real, aunque el peligro no lo sea. Notar dónde lo sientes todavía al despertar, y puntuarlo de 0 a 10, ayuda a separar el sentimiento de los hechos.',
    ],
  },
  {
    id: 'anxiety',
    label: ['anxiety', 'la ansiedad'],
    difficult: true,
    en: ['anxious', 'anxiety', 'nervous', 'worried', 'worry', 'stress', 'stressed', 'tense', 'uneasy', 'restless'],
    es: [
      'ansiedad',
      'ansios*',
      'nervios*',
      'preocupad*',
      'preocupacion',
      'estres',
      'estresad*',
      'tenso',
      'tensa',
      'tension',
      'inquiet*',
      'angusti*',
    ],
    jung: [
      'Anxiety is the psyche’s restlessness when something is pressing to be known but has not yet taken a clear form. The dream gives it images, which is already a step toward understanding it.',
      'La ansiedad es la inquietud de la psique cuando algo presiona por ser conocido pero aún no ha tomado una forma clara. El sueño le da imágenes, y eso ya es un paso hacia comprenderla.',
    ],
    rogers: [
      'the unease that ran through the dream and where you feel it in your days, with the same patience you would offer a friend',
      'la inquietud que recorría el sueño y dónde la sientes en tus días, con la misma paciencia que ofrecerías a un amigo',
    ],
    cbt: [
      'Anxious dreams often replay “what if” thoughts. Writing the main “what if” down, then the most likely outcome and how you would cope, can lower the charge.',
      'Los sueños ansiosos suelen repetir pensamientos del tipo «¿y si...?». Escribir el principal «¿y si...?», luego el desenlace más probable y cómo lo afrontarías, puede rebajar la carga.',
    ],
  },
  {
    id: 'joy',
    label: ['joy', 'la alegría'],
    difficult: false,
    en: [
      'happy',
      'happiness',
      'joy',
      'joyful',
      'glad',
      'delighted',
      'excited',
      'elated',
      'laughing',
      'laughed',
      'cheerful',
    ],
    es: [
      'feliz',
      'felices',
      'felicidad',
      'alegria',
      'alegre',
      'content*',
      'emocionad*',
      'reia',
      'riendo',
      'ilusionad*',
    ],
    exclude: ['laughing at me', 'laughed at me', 'laughing at us', 'se reian de mi', 'se reia de mi', 'riendose de mi'],
    jung: [
      'Joy in a dream is the psyche showing a state of harmony that is possible for you, sometimes compensating for a waking life that has little room for it. It deserves to be taken as seriously as any fear.',
      'La alegría en un sueño es la psique mostrando un estado de armonía que te es posible, a veces compensando una vida despierta con poco espacio para ella. Merece tomarse tan en serio como cualquier miedo.',
    ],
    rogers: [
      'the joy you felt and what made it possible, and where a little of it might already be present in your waking life',
      'la alegría que sentiste y lo que la hizo posible, y dónde podría estar ya presente un poco de ella en tu vida despierta',
    ],
    cbt: [
      'Pleasant emotions are worth recording too: they show what lifts your mood. Noticing which thought or situation brought the joy gives you something to look for during the day.',
      'Las emociones agradables también merecen registrarse: muestran lo que mejora tu ánimo. Notar qué pensamiento o situación trajo la alegría te da algo que buscar durante el día.',
    ],
  },
  {
    id: 'sadness',
    label: ['sadness', 'la tristeza'],
    difficult: true,
    en: [
      'sad',
      'sadness',
      'crying',
      'cried',
      'cry',
      'tears',
      'grief',
      'grieving',
      'heartbroken',
      'sorrow',
      'unhappy',
      'miserable',
      'emptiness',
      'felt empty',
      'so empty',
    ],
    es: [
      'triste',
      'tristeza',
      'llorar',
      'lloraba',
      'llorando',
      'llore',
      'lagrimas',
      'pena',
      'desconsolad*',
      'apenad*',
      'vacio por dentro',
      'vacia por dentro',
    ],
    exclude: ['vale la pena', 'valia la pena', 'merece la pena', 'merecia la pena'],
    jung: [
      'Sadness in a dream often carries a loss not yet fully mourned. Letting it be felt is part of how the psyche heals and makes room for what comes next.',
      'La tristeza en un sueño suele llevar una pérdida aún no del todo llorada. Dejar que se sienta es parte de cómo la psique sana y hace espacio para lo que viene.',
    ],
    rogers: [
      'the sadness in the dream and what it might be grieving, and whether you give yourself permission to feel it',
      'la tristeza del sueño y lo que podría estar llorando, y si te das permiso para sentirla',
    ],
    cbt: [
      'Sad dreams can colour the morning. It may help to name the sadness, rate it, and notice whether a thought like “it will always feel like this” is adding weight to it.',
      'Los sueños tristes pueden teñir la mañana. Puede ayudar nombrar la tristeza, puntuarla, y notar si un pensamiento como «siempre me voy a sentir así» le está añadiendo peso.',
    ],
  },
  {
    id: 'anger',
    label: ['anger', 'la ira'],
    difficult: true,
    en: ['angry', 'anger', 'furious', 'rage', 'annoyed', 'irritated', 'frustrated', 'resentful', 'yelling', 'shouting'],
    es: [
      'enfadad*',
      'enojad*',
      'ira',
      'rabia',
      'furios*',
      'irritad*',
      'frustrad*',
      'gritaba',
      'gritando',
      'cabread*',
      'molesto',
      'molesta',
    ],
    jung: [
      'Anger in a dream is energy that may have no outlet in waking life. Jung saw such affects as signs of a complex being touched, and as vitality that becomes useful once it is conscious.',
      'La ira en un sueño es una energía que quizá no tiene salida en la vida despierta. Jung veía estos afectos como señales de que se ha tocado un complejo, y como una vitalidad que se vuelve útil cuando se hace consciente.',
    ],
    rogers: [
      'the anger you felt and what it might be protecting, perhaps a need or a limit that matters to you',
      'la ira que sentiste y lo que podría estar protegiendo, quizá una necesidad o un límite que te importa',
    ],
    cbt: [
      'Anger often follows a thought about unfairness, such as “they shouldn’t treat me like this”. Naming the need behind it, respect, rest or recognition, can point to a calm way of asking for it.',
      'La ira suele seguir a un pensamiento sobre una injusticia, como «no deberían tratarme así». Nombrar la necesidad que hay detrás, respeto, descanso o reconocimiento, puede señalar una forma tranquila de pedirla.',
    ],
  },
  {
    id: 'shame',
    label: ['shame', 'la vergüenza'],
    difficult: true,
    en: ['ashamed', 'shame', 'embarrassed', 'embarrassing', 'humiliated', 'humiliation', 'mortified'],
    es: ['verguenza', 'avergonzad*', 'humillad*', 'humillacion', 'ridiculo', 'abochornad*'],
    jung: [
      'Shame in a dream is the persona cracking: being seen without the role that protects us. Painful as it is, it can open the way to a more honest relation with yourself.',
      'La vergüenza en un sueño es la persona que se agrieta: ser visto sin el papel que nos protege. Por dolorosa que sea, puede abrir el camino a una relación más honesta contigo mismo.',
    ],
    rogers: [
      'the shame in the dream, gently, and what it would be like to be seen just as you are and still be accepted',
      'la vergüenza del sueño, con suavidad, y cómo sería ser visto tal como eres y aun así ser aceptado',
    ],
    cbt: [
      'Shame usually comes with mind reading, “they think less of me now”. You might ask what you actually know of their thoughts, and how you would judge a friend in the same scene.',
      'La vergüenza suele venir con lectura de mente, «ahora piensan peor de mí». Podrías preguntarte qué sabes realmente de lo que piensan, y cómo juzgarías a un amigo en la misma escena.',
    ],
  },
  {
    id: 'guilt',
    label: ['guilt', 'la culpa'],
    difficult: true,
    en: ['guilty', 'guilt', 'remorse', 'regret', 'regretted'],
    es: ['culpa', 'culpable', 'remordimiento', 'arrepentid*'],
    exclude: ['por culpa de', 'por su culpa', 'por mi culpa'],
    jung: [
      'Guilt in a dream can point to a real wrong that wants repair, or to an inner judge that is harsher than it needs to be. The dream may ask which of the two is speaking.',
      'La culpa en un sueño puede señalar un daño real que pide reparación, o un juez interior más severo de lo necesario. El sueño puede preguntar cuál de los dos está hablando.',
    ],
    rogers: [
      'the guilt you felt and whose voice it sounds like, and what it would take to treat yourself with understanding',
      'la culpa que sentiste y a quién se parece esa voz, y qué haría falta para tratarte con comprensión',
    ],
    cbt: [
      'Guilt often comes with “it was all my fault”. A responsibility pie, dividing the situation among everyone and everything that contributed, usually gives a fairer picture.',
      'La culpa suele venir con «todo fue culpa mía». Un «pastel de responsabilidad», repartiendo la situación entre todas las personas y circunstancias que contribuyeron, suele dar una imagen más justa.',
    ],
  },
  {
    id: 'confusion',
    label: ['confusion', 'la confusión'],
    difficult: true,
    en: ['confused', 'confusing', 'confusion', 'weird', 'bizarre', 'disoriented', 'didnt understand', 'made no sense'],
    es: [
      'confundid*',
      'confusion',
      'confuso',
      'confusa',
      'raro',
      'rara',
      'desorientad*',
      'no entendia',
      'no tenia sentido',
    ],
    jung: [
      'Confusion is the natural state of the ego before the language of the unconscious. Dreams speak in images, not logic; what seems absurd often makes sense once its images are taken one by one.',
      'La confusión es el estado natural del yo ante el lenguaje del inconsciente. Los sueños hablan en imágenes, no en lógica; lo que parece absurdo suele cobrar sentido cuando se toman sus imágenes una a una.',
    ],
    rogers: [
      'what felt confusing and how it felt not to understand, and whether you can let some things stay unclear for a while',
      'lo que se sentía confuso y cómo fue no entender, y si puedes dejar que algunas cosas sigan sin estar claras por un tiempo',
    ],
    cbt: [
      'Confusion can turn into “I must figure this out right now”. It is fine for a dream, and for some situations, to stay unresolved for a while.',
      'La confusión puede convertirse en «tengo que entender esto ya». Está bien que un sueño, y algunas situaciones, sigan sin resolverse por un tiempo.',
    ],
  },
  {
    id: 'calm',
    label: ['calm', 'la calma'],
    difficult: false,
    en: ['calm', 'peaceful', 'peace', 'serene', 'relaxed', 'tranquil', 'at ease', 'safe'],
    es: ['calma', 'tranquil*', 'paz', 'seren*', 'relajad*', 'a salvo', 'en paz'],
    jung: [
      'Calm in a dream can be a glimpse of the Self, the centre that holds steady beneath the ego’s storms. It shows that such a state exists in you, even if daily life rarely reaches it.',
      'La calma en un sueño puede ser un atisbo del Sí-mismo, el centro que se mantiene firme bajo las tormentas del yo. Muestra que ese estado existe en ti, aunque la vida diaria rara vez lo alcance.',
    ],
    rogers: [
      'the peace you felt and what made it possible, and how you might make a little more room for it in your days',
      'la paz que sentiste y lo que la hizo posible, y cómo podrías hacerle un poco más de sitio en tus días',
    ],
    cbt: [
      'A calm dream is a useful reference point: your mind knows how to settle. You might recall its details when you need to calm down during the day.',
      'Un sueño tranquilo es un punto de referencia útil: tu mente sabe calmarse. Podrías recordar sus detalles cuando necesites serenarte durante el día.',
    ],
  },
  {
    id: 'love',
    label: ['love', 'el amor'],
    difficult: false,
    en: ['love', 'loved', 'loving', 'tenderness', 'affection', 'in love'],
    es: ['amor', 'amaba', 'carino', 'ternura', 'enamorad*', 'te quiero', 'me queria'],
    jung: [
      'Love in a dream is Eros, the principle of relatedness: connection, warmth, the drawing together of what was apart. Whoever you loved in the dream may also carry something you are learning to love in yourself.',
      'El amor en un sueño es Eros, el principio de relación: conexión, calidez, el acercamiento de lo que estaba separado. A quien amabas en el sueño puede llevar también algo que estás aprendiendo a amar en ti.',
    ],
    rogers: [
      'the love or tenderness in the dream and how it felt to give or receive it, and where you find that warmth in your life now',
      'el amor o la ternura del sueño y cómo se sintió darlo o recibirlo, y dónde encuentras ahora esa calidez en tu vida',
    ],
    cbt: [
      'Warm dreams can bring a pang of longing on waking. You might notice any thought like “I’ll never have that” and balance it with the connections you do have.',
      'Los sueños cálidos pueden traer una punzada de añoranza al despertar. Podrías notar cualquier pensamiento como «nunca tendré eso» y equilibrarlo con los vínculos que sí tienes.',
    ],
  },
  {
    id: 'loneliness',
    label: ['loneliness', 'la soledad'],
    difficult: true,
    en: ['alone', 'lonely', 'loneliness', 'isolated', 'left behind', 'nobody was there', 'no one was there'],
    es: [
      'soledad',
      'solitari*',
      'aislad*',
      'me dejaron',
      'me quede solo',
      'me quede sola',
      'estaba solo',
      'estaba sola',
      'no habia nadie',
    ],
    jung: [
      'Loneliness in a dream can be painful, and it can also mark the solitude individuation requires: the moment when one has to stand in one’s own place, apart from the group.',
      'La soledad en un sueño puede doler, y también puede marcar la soledad que exige la individuación: el momento en que hay que sostenerse en el propio lugar, aparte del grupo.',
    ],
    rogers: [
      'the loneliness you felt and what kind of company you were longing for, and who in your life you could let a little closer',
      'la soledad que sentiste y qué clase de compañía anhelabas, y a quién de tu vida podrías dejar acercarse un poco más',
    ],
    cbt: [
      'Loneliness often goes with “nobody would want to hear from me”. A small test, one message to someone, usually brings better evidence than the thought.',
      'La soledad suele ir con «nadie querría saber de mí». Una pequeña prueba, un mensaje a alguien, suele traer mejores datos que el pensamiento.',
    ],
  },
  {
    id: 'wonder',
    label: ['wonder', 'el asombro'],
    difficult: false,
    en: ['amazed', 'awe', 'wonder', 'wonderful', 'magical', 'beautiful', 'astonished', 'fascinated'],
    es: [
      'asombro',
      'asombrad*',
      'maravill*',
      'fascinad*',
      'hermoso',
      'hermosa',
      'precioso',
      'preciosa',
      'magico',
      'magica',
    ],
    jung: [
      'Wonder and awe mark what Jung called the numinous: the touch of something greater than the ego. Dreams like this are often remembered for a long time, and rightly so.',
      'El asombro y la maravilla señalan lo que Jung llamaba lo numinoso: el contacto con algo más grande que el yo. Sueños así suelen recordarse mucho tiempo, y con razón.',
    ],
    rogers: [
      'the wonder you felt and what it touched in you, and where you might find moments of that openness while awake',
      'el asombro que sentiste y lo que tocó en ti, y dónde podrías encontrar momentos de esa apertura estando despierto',
    ],
    cbt: [
      'Awe is linked with wellbeing: it widens perspective and shrinks everyday worries. Recalling the dream’s image when you feel stuck can help you step back.',
      'El asombro se asocia al bienestar: amplía la perspectiva y encoge las preocupaciones cotidianas. Recordar la imagen del sueño cuando te sientas atascado puede ayudarte a tomar distancia.',
    ],
  },
  {
    id: 'disgust',
    label: ['disgust', 'el asco'],
    difficult: true,
    en: ['disgusted', 'disgusting', 'gross', 'revolting', 'nauseous'],
    es: ['asco', 'asquead*', 'asqueros*', 'repugnan*', 'nausea*'],
    jung: [
      'Disgust marks what we reject as not-us: often a shadow content, something we push away because it is too close. What disgusts us in dreams can be worth a careful second look.',
      'El asco marca lo que rechazamos como ajeno: a menudo un contenido de la sombra, algo que apartamos porque está demasiado cerca. Lo que nos da asco en los sueños puede merecer una segunda mirada cuidadosa.',
    ],
    rogers: [
      'what repelled you in the dream and what boundary that feeling might be drawing for you',
      'lo que te repelía en el sueño y qué límite podría estar trazando ese sentimiento para ti',
    ],
    cbt: [
      'Disgust is a fast, protective emotion. If it lingers, you might notice whether it has attached to a thought about yourself, and question that thought.',
      'El asco es una emoción rápida y protectora. Si persiste, podrías notar si se ha pegado a un pensamiento sobre ti, y cuestionar ese pensamiento.',
    ],
  },
  {
    id: 'relief',
    label: ['relief', 'el alivio'],
    difficult: false,
    en: ['relieved', 'relief'],
    es: ['alivio', 'aliviad*'],
    jung: [
      'Relief in a dream often follows a tension resolved: the psyche shows that a way through exists, even if the waking mind has not found it yet.',
      'El alivio en un sueño suele seguir a una tensión resuelta: la psique muestra que existe una salida, aunque la mente despierta aún no la haya encontrado.',
    ],
    rogers: [
      'the relief you felt and what it released, and what might bring you that same ease in your waking life',
      'el alivio que sentiste y lo que liberó, y qué podría traerte esa misma tranquilidad en tu vida despierta',
    ],
    cbt: [
      'Relief shows that the feared outcome did not have the last word. You might note what changed in the dream just before the relief came.',
      'El alivio muestra que el desenlace temido no tuvo la última palabra. Podrías anotar qué cambió en el sueño justo antes de que llegara el alivio.',
    ],
  },
  {
    id: 'helplessness',
    label: ['helplessness', 'la impotencia'],
    difficult: true,
    en: ['helpless', 'powerless', 'hopeless', 'desperate', 'nothing i could do', 'couldnt do anything'],
    es: [
      'impotente',
      'impotencia',
      'indefens*',
      'desesperad*',
      'desesperanza',
      'no podia hacer nada',
      'no pude hacer nada',
    ],
    jung: [
      'Helplessness in a dream shows the limits of the ego’s will. It can be the moment the psyche asks you to stop forcing and let another kind of answer emerge.',
      'La impotencia en un sueño muestra los límites de la voluntad del yo. Puede ser el momento en que la psique te pide dejar de forzar y permitir que surja otro tipo de respuesta.',
    ],
    rogers: [
      'what it was like to feel powerless, and what kind of support you would have wanted in that moment',
      'cómo fue sentirte sin poder hacer nada, y qué clase de apoyo habrías querido en ese momento',
    ],
    cbt: [
      'Helplessness often comes with “there’s nothing I can do”. There is usually something, even if it is small or only about how you look after yourself; you might name one thing.',
      'La impotencia suele venir con «no hay nada que pueda hacer». Casi siempre hay algo, aunque sea pequeño o solo tenga que ver con cómo te cuidas; podrías nombrar una cosa.',
    ],
  },
  {
    id: 'nostalgia',
    label: ['longing', 'la añoranza'],
    difficult: false,
    en: ['nostalgic', 'nostalgia', 'longing', 'yearning', 'homesick'],
    es: ['nostalgia', 'nostalgic*', 'anoranza', 'echaba de menos', 'extranaba', 'anhelo'],
    jung: [
      'Longing for what was can be a call from something of value left behind, a quality of the past that wants to live again in a new form in the present.',
      'La añoranza de lo que fue puede ser una llamada de algo valioso que quedó atrás, una cualidad del pasado que quiere volver a vivir de otra forma en el presente.',
    ],
    rogers: [
      'what you were longing for in the dream and what it meant to you, and what of it you would like to bring into your life now',
      'lo que añorabas en el sueño y lo que significaba para ti, y qué de ello te gustaría traer ahora a tu vida',
    ],
    cbt: [
      'Nostalgia can slide into “things will never be that good again”. You might notice that memory polishes the past, and look for the present form of what you miss.',
      'La nostalgia puede deslizarse hacia «las cosas nunca volverán a ser tan buenas». Podrías notar que la memoria pule el pasado, y buscar la forma presente de lo que echas de menos.',
    ],
  },
  {
    id: 'jealousy',
    label: ['jealousy', 'los celos'],
    difficult: true,
    en: ['jealous', 'jealousy', 'envy', 'envious'],
    es: ['celos', 'celoso', 'celosa', 'envidia', 'envidios*'],
    jung: [
      'Jealousy and envy often point to something we want for ourselves and have not yet claimed. The person envied in a dream may carry a quality of your own unlived life.',
      'Los celos y la envidia suelen señalar algo que queremos para nosotros y aún no hemos reclamado. La persona envidiada en un sueño puede llevar una cualidad de tu propia vida no vivida.',
    ],
    rogers: [
      'the jealousy you felt and what it tells you about what you want, without judging yourself for feeling it',
      'los celos que sentiste y lo que te dicen de lo que deseas, sin juzgarte por sentirlos',
    ],
    cbt: [
      'Jealousy often rests on comparison and on predictions like “I’ll be replaced”. You might check what evidence you have, and what you would need to feel more secure.',
      'Los celos suelen apoyarse en la comparación y en predicciones como «me van a reemplazar». Podrías comprobar qué pruebas tienes, y qué necesitarías para sentirte más seguro.',
    ],
  },
];
