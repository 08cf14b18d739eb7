// Places: houses and their rooms, institutions, thresholds and passages.
import type { LexiconEntryData } from './types.ts';

export const places: readonly LexiconEntryData[] = [
  {
    id: 'house',
    label: ['the house', 'la casa'],
    en: ['house', 'home'],
    es: ['casa', 'hogar', 'vivienda'],
    exclude: ['at home', 'go home', 'went home', 'going home', 'came home', 'en casa'],
    jung: [
      'The house is one of the clearest images of the psyche itself: its floors and rooms are levels of the self, from the cellar of the instincts to the upper floors of thought. Jung himself dreamed his way into his theory through a house.',
      'La casa es una de las imágenes más claras de la psique misma: sus pisos y habitaciones son niveles del yo, desde el sótano de los instintos hasta los pisos altos del pensamiento. El propio Jung llegó soñando a su teoría a través de una casa.',
    ],
    rogers: [
      'what the house was like and how you felt inside it, and how at home you feel in yourself these days',
      'cómo era la casa y cómo te sentías dentro, y cuán en casa te sientes contigo mismo estos días',
    ],
    cbt: [
      'Houses often reflect our sense of security. If the house was damaged or unfamiliar, you might notice thoughts like “my life isn’t stable”, and list what does hold steady for you.',
      'Las casas suelen reflejar nuestra sensación de seguridad. Si la casa estaba dañada o era desconocida, podrías notar pensamientos como «mi vida no es estable», y anotar lo que sí se mantiene firme para ti.',
    ],
  },
  {
    id: 'childhood_home',
    label: ['your childhood home', 'la casa de tu infancia'],
    en: ['childhood home', 'house i grew up in', 'my old house', 'my parents house', 'grandparents house'],
    es: [
      'casa de mi infancia',
      'casa donde creci',
      'mi antigua casa',
      'casa de mis padres',
      'casa de mis abuelos',
      'casa de la infancia',
    ],
    jung: [
      'Returning to a childhood home takes you back to the layer of the psyche formed early: old feelings, old roles, and also the child’s sense of wonder. Something from that time may be asking to be looked at with adult eyes.',
      'Volver a la casa de la infancia te lleva a la capa de la psique que se formó temprano: sentimientos y papeles antiguos, y también el asombro del niño. Algo de esa época puede estar pidiendo ser mirado con ojos adultos.',
    ],
    rogers: [
      'what it felt like to be back in that house, and what the younger you who lived there might want you to know now',
      'cómo se sintió volver a esa casa, y qué querría que supieras ahora el tú más joven que vivía allí',
    ],
    cbt: [
      'Childhood places can reawaken old core beliefs, like “I’m not good enough” or “I have to be good to be loved”. You might write the belief down and ask whether the adult you still agrees.',
      'Los lugares de la infancia pueden despertar viejas creencias centrales, como «no soy suficiente» o «tengo que portarme bien para que me quieran». Podrías escribir la creencia y preguntarte si el adulto que eres sigue de acuerdo.',
    ],
  },
  {
    id: 'hidden_room',
    label: ['the hidden room', 'la habitación oculta'],
    en: ['hidden room', 'secret room', 'new room', 'extra room', 'room i didnt know'],
    es: ['habitacion secreta', 'habitacion oculta', 'cuarto secreto', 'habitacion nueva', 'habitacion que no conocia'],
    jung: [
      'Discovering an unknown room in a familiar house is a beautiful image of discovering unknown parts of yourself: capacities, memories or desires that were there all along, waiting to be found.',
      'Descubrir una habitación desconocida en una casa familiar es una hermosa imagen del descubrimiento de partes desconocidas de ti: capacidades, recuerdos o deseos que siempre estuvieron ahí, esperando ser hallados.',
    ],
    rogers: [
      'what you found in that room and how it felt to discover it, and what new space might be opening in your life',
      'lo que encontraste en esa habitación y cómo se sintió descubrirla, y qué espacio nuevo podría estar abriéndose en tu vida',
    ],
    cbt: [
      'Finding a new room often comes with curiosity and hope. It may be worth naming the possibility it suggested, and one small way to explore it this week.',
      'Encontrar una habitación nueva suele venir con curiosidad y esperanza. Puede valer la pena nombrar la posibilidad que sugirió, y una pequeña forma de explorarla esta semana.',
    ],
  },
  {
    id: 'basement',
    label: ['the basement', 'el sótano'],
    en: ['basement', 'cellar'],
    es: ['sotano', 'bodega'],
    jung: [
      'The basement is the lowest level of the house of the psyche: the instincts, the personal and collective unconscious, what is stored away and half-forgotten. Going down there is going toward your roots.',
      'El sótano es el nivel más bajo de la casa de la psique: los instintos, el inconsciente personal y colectivo, lo guardado y medio olvidado. Bajar allí es ir hacia tus raíces.',
    ],
    rogers: [
      'what was down in that basement and how you felt going there, and what you might have stored away that wants your attention',
      'lo que había en ese sótano y cómo te sentiste al bajar, y qué podrías haber guardado que ahora pide tu atención',
    ],
    cbt: [
      'Basements often hold fear of what is hidden. If a thought like “there’s something bad I’m avoiding” appears, you might write down what it is and what facing it would actually involve.',
      'Los sótanos suelen guardar miedo a lo oculto. Si aparece un pensamiento como «hay algo malo que estoy evitando», podrías escribir qué es y qué supondría realmente enfrentarlo.',
    ],
  },
  {
    id: 'attic',
    label: ['the attic', 'el ático'],
    en: ['attic', 'loft'],
    es: ['atico', 'desvan', 'buhardilla'],
    jung: [
      'The attic is the upper, forgotten space of the house: old memories, inherited ideas, things put away long ago. What you find there may be a piece of your past that is ready to be used again.',
      'El ático es el espacio alto y olvidado de la casa: viejos recuerdos, ideas heredadas, cosas guardadas hace tiempo. Lo que encuentres allí puede ser un trozo de tu pasado listo para volver a usarse.',
    ],
    rogers: [
      'what you came across in the attic, and which memories or old parts of yourself you might want to revisit',
      'lo que encontraste en el ático, y qué recuerdos o partes antiguas de ti podrías querer volver a visitar',
    ],
    cbt: [
      'Old things can bring nostalgia or regret: “I should have done it differently”. You might balance that with what you knew and could do at the time.',
      'Las cosas viejas pueden traer nostalgia o arrepentimiento: «debería haberlo hecho de otra manera». Podrías equilibrarlo con lo que sabías y podías hacer en aquel momento.',
    ],
  },
  {
    id: 'school',
    label: ['the school', 'la escuela'],
    en: ['school', 'classroom', 'high school', 'college', 'university', 'campus', 'in class', 'during class'],
    es: ['escuela', 'colegio', 'instituto', 'aula', 'universidad', 'facultad', 'en clase', 'durante la clase'],
    jung: [
      'School in a dream is rarely about school: it is the place of learning and of being tested, and it returns when life is setting a new lesson, or when an old sense of being judged is stirred.',
      'La escuela en un sueño rara vez trata de la escuela: es el lugar del aprendizaje y de la evaluación, y vuelve cuando la vida plantea una nueva lección, o cuando se remueve una vieja sensación de ser juzgado.',
    ],
    rogers: [
      'how it felt to be back at school, and what you might be learning, or feeling tested on, in your life right now',
      'cómo se sintió volver a la escuela, y qué podrías estar aprendiendo, o en qué te sientes evaluado, ahora en tu vida',
    ],
    cbt: [
      'School dreams often carry performance anxiety, the thought “I’m not prepared”. You might list what you have done to prepare for the real challenges in front of you.',
      'Los sueños de escuela suelen llevar ansiedad de rendimiento, el pensamiento «no estoy preparado». Podrías anotar lo que has hecho para prepararte para los retos reales que tienes delante.',
    ],
  },
  {
    id: 'hospital',
    label: ['the hospital', 'el hospital'],
    en: ['hospital', 'clinic', 'emergency room', 'ward'],
    es: ['hospital', 'clinica', 'urgencias'],
    jung: [
      'A hospital is a place of healing and of vulnerability. In a dream it may show that some part of you needs care and rest, or that a healing process is already under way.',
      'Un hospital es un lugar de curación y de vulnerabilidad. En un sueño puede mostrar que alguna parte de ti necesita cuidado y descanso, o que ya está en marcha un proceso de sanación.',
    ],
    rogers: [
      'what felt fragile or in need of care in the dream, and whether you allow yourself to receive help',
      'lo que se sentía frágil o necesitado de cuidado en el sueño, y si te permites recibir ayuda',
    ],
    cbt: [
      'Hospital dreams can trigger health anxiety or worry for a loved one. A dream is not a warning sign; if you have a real concern, a conversation with a doctor is the direct way to address it.',
      'Los sueños de hospital pueden disparar ansiedad por la salud o preocupación por un ser querido. Un sueño no es una señal de alarma; si tienes una preocupación real, hablar con un médico es la forma directa de abordarla.',
    ],
  },
  {
    id: 'church',
    label: ['the church', 'la iglesia'],
    en: ['church', 'temple', 'cathedral', 'chapel', 'mosque', 'synagogue'],
    es: ['iglesia', 'templo', 'catedral', 'capilla', 'mezquita', 'sinagoga'],
    jung: [
      'A sacred building in a dream points to the religious function of the psyche, the need for meaning and for relation to something greater, whatever your beliefs. It can also show an old tradition you are questioning.',
      'Un edificio sagrado en un sueño apunta a la función religiosa de la psique, la necesidad de sentido y de relación con algo mayor, sean cuales sean tus creencias. También puede mostrar una vieja tradición que estás cuestionando.',
    ],
    rogers: [
      'what you felt in that sacred place, peace, awe or unease, and what gives your life a sense of meaning now',
      'lo que sentiste en ese lugar sagrado, paz, asombro o inquietud, y qué da sentido a tu vida ahora',
    ],
    cbt: [
      'Religious settings can bring up guilt or comfort. If you notice a thought like “I’m being judged”, you might ask by whom, and whether you accept that standard yourself.',
      'Los escenarios religiosos pueden traer culpa o consuelo. Si notas un pensamiento como «me están juzgando», podrías preguntarte quién, y si tú mismo aceptas ese criterio.',
    ],
  },
  {
    id: 'office',
    label: ['the workplace', 'el trabajo'],
    en: ['office', 'workplace', 'at work', 'my job'],
    es: ['oficina', 'trabajo', 'despacho'],
    jung: [
      'The workplace is the realm of the persona, the role we play for the world. Dreams set there may compensate for how much of yourself you set aside to fit that role.',
      'El lugar de trabajo es el reino de la persona, el papel que representamos ante el mundo. Los sueños situados allí pueden compensar lo mucho de ti que dejas a un lado para encajar en ese papel.',
    ],
    rogers: [
      'how you felt at work in the dream, and how much of your real self you feel able to bring to your working life',
      'cómo te sentías en el trabajo en el sueño, y cuánto de tu verdadero yo sientes que puedes llevar a tu vida laboral',
    ],
    cbt: [
      'Work dreams often continue unfinished tasks, with thoughts like “I’ll never get it all done”. Writing tomorrow’s three priorities before bed can help the mind let go.',
      'Los sueños de trabajo suelen continuar las tareas pendientes, con pensamientos como «nunca lo terminaré todo». Escribir antes de dormir las tres prioridades de mañana puede ayudar a la mente a soltar.',
    ],
  },
  {
    id: 'city',
    label: ['the city', 'la ciudad'],
    en: ['city', 'town', 'downtown', 'village', 'home town', 'hometown'],
    es: ['ciudad', 'pueblo', 'aldea', 'centro de la ciudad'],
    labels: {
      town: ['the town', 'el pueblo'],
      pueblo: ['the town', 'el pueblo'],
      'home town': ['your home town', 'tu pueblo'],
      hometown: ['your home town', 'tu pueblo'],
      village: ['the village', 'la aldea'],
      aldea: ['the village', 'la aldea'],
    },
    jung: [
      'A city is the collective world and its structures, and sometimes an image of the psyche as a whole, with its centre and its outskirts. An unknown city can be a part of life you have not yet explored.',
      'Una ciudad es el mundo colectivo y sus estructuras, y a veces una imagen de la psique entera, con su centro y sus afueras. Una ciudad desconocida puede ser una parte de la vida que aún no has explorado.',
    ],
    rogers: [
      'how you felt moving through that place, at ease, lost or curious, and where in your life you feel at home or out of place',
      'cómo te sentías recorriendo ese lugar, a gusto, perdido o con curiosidad, y en qué parte de tu vida te sientes en tu sitio o fuera de lugar',
    ],
    cbt: [
      'Busy cities can mirror overstimulation. If the thought “there’s too much going on” is familiar, you might choose one thing to set down this week.',
      'Las ciudades ajetreadas pueden reflejar sobreestimulación. Si te resulta familiar el pensamiento «pasan demasiadas cosas», podrías elegir una cosa que dejar a un lado esta semana.',
    ],
  },
  {
    id: 'road',
    label: ['the road', 'el camino'],
    en: ['road', 'street', 'highway', 'path', 'crossroads'],
    es: ['carretera', 'calle', 'camino', 'autopista', 'sendero', 'cruce', 'encrucijada'],
    labels: {
      street: ['the street', 'la calle'],
      calle: ['the street', 'la calle'],
      path: ['the path', 'el sendero'],
      sendero: ['the path', 'el sendero'],
      highway: ['the motorway', 'la autopista'],
      autopista: ['the motorway', 'la autopista'],
      crossroads: ['the crossroads', 'la encrucijada'],
      encrucijada: ['the crossroads', 'la encrucijada'],
      cruce: ['the crossroads', 'el cruce'],
    },
    jung: [
      'The road is the path of life and of individuation. A crossroads is a decision point, long held sacred; a road that disappears may show that the old way no longer leads where you need to go.',
      'El camino es la senda de la vida y de la individuación. Una encrucijada es un punto de decisión, considerado sagrado desde antiguo; un camino que desaparece puede mostrar que la vieja ruta ya no lleva adonde necesitas ir.',
    ],
    rogers: [
      'where the road in your dream was leading and how you felt travelling it, and what direction feels right to you now',
      'adónde llevaba el camino de tu sueño y cómo te sentías al recorrerlo, y qué dirección sientes ahora que es la tuya',
    ],
    cbt: [
      'Roads and crossroads can reflect decision stress, “if I choose wrong, I’ll regret it forever”. You might notice the all-or-nothing in that, and that most choices can be adjusted later.',
      'Los caminos y las encrucijadas pueden reflejar el estrés de decidir, «si elijo mal, me arrepentiré para siempre». Podrías notar el todo o nada de esa idea, y que la mayoría de las decisiones pueden ajustarse después.',
    ],
  },
  {
    id: 'maze',
    label: ['the maze', 'el laberinto'],
    en: ['maze', 'labyrinth'],
    es: ['laberinto'],
    jung: [
      'A labyrinth is an ancient image of the winding path to the centre, the Self, where one must meet what waits there, like Theseus and the Minotaur, before finding the way out again.',
      'Un laberinto es una antigua imagen del camino sinuoso hacia el centro, el Sí-mismo, donde hay que encontrarse con lo que allí espera, como Teseo y el Minotauro, antes de hallar de nuevo la salida.',
    ],
    rogers: [
      'what it felt like to be inside the maze, and what situation in your life feels winding or confusing right now',
      'cómo se sintió estar dentro del laberinto, y qué situación de tu vida se siente ahora enrevesada o confusa',
    ],
    cbt: [
      'Mazes often mirror the thought “I’m going in circles”. It might help to write down the options you have tried and the ones you have not, to see the real shape of the problem.',
      'Los laberintos suelen reflejar el pensamiento «estoy dando vueltas en círculo». Podría ayudar escribir las opciones que has probado y las que no, para ver la forma real del problema.',
    ],
  },
  {
    id: 'prison',
    label: ['the prison', 'la prisión'],
    en: ['prison', 'jail', 'prison cell', 'locked up', 'behind bars'],
    es: ['carcel', 'prision', 'celda', 'entre rejas'],
    jung: [
      'A prison is confinement of the spirit: an attitude, role or relationship that has become a cell. The dream may ask who holds the key, and whether the door is as locked as it seems.',
      'Una prisión es el encierro del espíritu: una actitud, un papel o una relación que se ha convertido en celda. El sueño puede preguntar quién tiene la llave, y si la puerta está tan cerrada como parece.',
    ],
    rogers: [
      'what it was like to be confined, and where in your life you feel free, and where you feel held in',
      'cómo fue estar encerrado, y en qué parte de tu vida te sientes libre, y en cuál te sientes retenido',
    ],
    cbt: [
      'Prison dreams often echo “I have no choice”. It may help to list the choices you do have, even uncomfortable ones, since feeling trapped often hides options.',
      'Los sueños de prisión suelen hacer eco de «no tengo opción». Puede ayudar anotar las opciones que sí tienes, aunque sean incómodas, porque sentirse atrapado suele ocultar alternativas.',
    ],
  },
  {
    id: 'hotel',
    label: ['the hotel', 'el hotel'],
    en: ['hotel', 'motel', 'hostel'],
    es: ['hotel', 'hostal', 'motel', 'pension'],
    jung: [
      'A hotel is a temporary home: a transitional phase, a life between stages, or a sense of not yet having a settled place. It can be a place of rest or of rootlessness.',
      'Un hotel es un hogar temporal: una fase de transición, una vida entre etapas, o la sensación de no tener aún un lugar asentado. Puede ser un lugar de descanso o de desarraigo.',
    ],
    rogers: [
      'how it felt to be staying somewhere temporary, and whether you are between chapters of your life right now',
      'cómo se sintió estar en un lugar de paso, y si ahora estás entre dos capítulos de tu vida',
    ],
    cbt: [
      'Transitional places can bring unease: “nothing in my life is settled”. You might write down what is stable, even if small, to balance that impression.',
      'Los lugares de paso pueden traer inquietud: «nada en mi vida está asentado». Podrías escribir lo que sí es estable, aunque sea pequeño, para equilibrar esa impresión.',
    ],
  },
  {
    id: 'bathroom',
    label: ['the bathroom', 'el baño'],
    en: ['bathroom', 'toilet', 'restroom', 'shower'],
    es: ['bano', 'aseo', 'inodoro', 'retrete', 'ducha', 'vater'],
    jung: [
      'The bathroom is a place of release and cleansing: letting go of what is no longer needed. Not finding one, or one without privacy, often touches on the need for space to take care of yourself.',
      'El baño es un lugar de descarga y limpieza: soltar lo que ya no se necesita. No encontrarlo, o encontrarlo sin intimidad, suele tocar la necesidad de espacio para cuidar de uno mismo.',
    ],
    rogers: [
      'what you needed in that bathroom and whether you found it, and where in your life you would like more privacy or relief',
      'lo que necesitabas en ese baño y si lo encontraste, y en qué parte de tu vida te gustaría tener más intimidad o alivio',
    ],
    cbt: [
      'Exposed bathrooms in dreams often connect with embarrassment, “others will see what I want to keep private”. You might notice how much of your daily energy goes into guarding your privacy.',
      'Los baños expuestos en los sueños suelen conectar con la vergüenza, «otros verán lo que quiero mantener en privado». Podrías notar cuánta energía diaria dedicas a proteger tu intimidad.',
    ],
  },
  {
    id: 'kitchen',
    label: ['the kitchen', 'la cocina'],
    en: ['kitchen'],
    es: ['cocina'],
    jung: [
      'The kitchen is where raw things are transformed into food: the alchemy of daily life, nourishment, and often the warmth of family. What is being cooked, or burnt, may mirror what is being prepared in you.',
      'La cocina es donde lo crudo se transforma en alimento: la alquimia de la vida diaria, la nutrición y, a menudo, la calidez familiar. Lo que se cocina, o se quema, puede reflejar lo que se está preparando en ti.',
    ],
    rogers: [
      'what was happening in that kitchen and how it felt, and what nourishes you, or what you are preparing, in your life right now',
      'lo que pasaba en esa cocina y cómo se sentía, y qué te nutre, o qué estás preparando, en tu vida ahora',
    ],
    cbt: [
      'Kitchen dreams can touch on caring for others, and thoughts like “I have to feed everyone before myself”. You might check whether your own needs are on the list.',
      'Los sueños de cocina pueden tocar el cuidado de los demás, y pensamientos como «tengo que alimentar a todos antes que a mí». Podrías comprobar si tus propias necesidades están en la lista.',
    ],
  },
  {
    id: 'elevator',
    label: ['the elevator', 'el ascensor'],
    en: ['elevator'],
    es: ['ascensor', 'elevador'],
    jung: [
      'An elevator moves quickly between levels of the house of the psyche, without effort of one’s own. Rising fast, falling, or getting stuck can show how sudden shifts in mood or status feel to you.',
      'Un ascensor se mueve rápido entre los niveles de la casa de la psique, sin esfuerzo propio. Subir deprisa, caer o quedarse atascado puede mostrar cómo vives los cambios bruscos de ánimo o de posición.',
    ],
    rogers: [
      'what the elevator was doing and how you felt inside it, and whether your life feels like it is rising, falling or stuck',
      'lo que hacía el ascensor y cómo te sentías dentro, y si tu vida se siente ahora en subida, en bajada o detenida',
    ],
    cbt: [
      'An elevator out of control often mirrors “I’m not in charge of what happens to me”. You might list what you can influence, even if it is only how you respond.',
      'Un ascensor fuera de control suele reflejar «no decido lo que me pasa». Podrías anotar lo que sí puedes influir, aunque solo sea cómo respondes.',
    ],
  },
  {
    id: 'stairs',
    label: ['the stairs', 'las escaleras'],
    en: ['stairs', 'staircase', 'stairway', 'stair', 'steps'],
    es: ['escalera', 'escalon', 'peldano'],
    exclude: ['steps forward', 'steps back'],
    jung: [
      'Stairs join the levels of the psyche step by step: going up toward consciousness and spirit, going down toward the unconscious and the body. Their direction in the dream matters.',
      'Las escaleras unen los niveles de la psique paso a paso: subir hacia la conciencia y el espíritu, bajar hacia el inconsciente y el cuerpo. Su dirección en el sueño importa.',
    ],
    rogers: [
      'whether you were going up or down the stairs and how it felt, and what step you are on in something that matters to you',
      'si subías o bajabas las escaleras y cómo se sentía, y en qué peldaño estás de algo que te importa',
    ],
    cbt: [
      'Endless stairs can echo “I’m making no progress”. It may help to count the steps you have actually climbed lately, since effort often feels smaller from inside.',
      'Unas escaleras interminables pueden hacer eco de «no avanzo nada». Puede ayudar contar los peldaños que de verdad has subido últimamente, porque el esfuerzo suele parecer menor desde dentro.',
    ],
  },
  {
    id: 'door',
    label: ['the door', 'la puerta'],
    en: ['door', 'doorway', 'gate'],
    es: ['puerta', 'porton', 'portal', 'umbral'],
    labels: {
      gate: ['the gate', 'la verja'],
      doorway: ['the doorway', 'el umbral'],
      umbral: ['the doorway', 'el umbral'],
      porton: ['the gate', 'el portón'],
      portal: ['the doorway', 'el portal'],
    },
    jung: [
      'A door is a threshold between two states: the known and the unknown, one phase of life and the next. Whether it is open, locked, or one you dare not open says much about a transition under way.',
      'Una puerta es un umbral entre dos estados: lo conocido y lo desconocido, una etapa de la vida y la siguiente. Que esté abierta, cerrada con llave, o sea una que no te atreves a abrir dice mucho de una transición en curso.',
    ],
    rogers: [
      'what you felt before that door, and what threshold in your life you may be standing at right now',
      'lo que sentiste ante esa puerta, y ante qué umbral de tu vida podrías estar ahora',
    ],
    cbt: [
      'Locked doors often mirror “that opportunity is closed to me”. You might check whether it is closed, or only unopened: what would knocking look like?',
      'Las puertas cerradas suelen reflejar «esa oportunidad no es para mí». Podrías comprobar si está cerrada, o solo sin abrir: ¿cómo sería llamar?',
    ],
  },
  {
    id: 'window',
    label: ['the window', 'la ventana'],
    en: ['window'],
    es: ['ventana', 'ventanal'],
    jung: [
      'A window lets you look out without going out: perspective, longing, or a sense of watching life rather than living it. Something looking in through a window can be an unconscious content asking to be noticed.',
      'Una ventana permite mirar afuera sin salir: perspectiva, anhelo, o la sensación de mirar la vida en lugar de vivirla. Algo que se asoma desde fuera puede ser un contenido inconsciente que pide ser notado.',
    ],
    rogers: [
      'what you saw through the window and how you felt looking, and what you might be longing to step into',
      'lo que veías por la ventana y cómo te sentías al mirar, y en qué podrías estar anhelando entrar',
    ],
    cbt: [
      'Watching from a window can mirror a habit of holding back, with thoughts like “that’s not for people like me”. You might test it with one small step outside that window.',
      'Mirar desde una ventana puede reflejar el hábito de contenerse, con pensamientos como «eso no es para alguien como yo». Podrías ponerlo a prueba con un pequeño paso fuera de esa ventana.',
    ],
  },
  {
    id: 'hallway',
    label: ['the corridor', 'el pasillo'],
    en: ['hallway', 'corridor', 'hall'],
    es: ['pasillo', 'corredor'],
    jung: [
      'A corridor is pure transition: a passage between rooms, between states. Long corridors often appear when you are between one chapter of life and the next and the next door has not yet opened.',
      'Un pasillo es pura transición: un paso entre habitaciones, entre estados. Los pasillos largos suelen aparecer cuando estás entre un capítulo de la vida y el siguiente y la próxima puerta aún no se ha abierto.',
    ],
    rogers: [
      'how it felt to be in that passage, and what you are moving from and toward in your life right now',
      'cómo se sintió estar en ese pasillo, y de qué te estás alejando y hacia qué te diriges ahora en tu vida',
    ],
    cbt: [
      'Endless corridors can echo impatience with waiting. If “this will never end” is the thought, you might note how other waiting periods in your life did come to an end.',
      'Los pasillos interminables pueden hacer eco de la impaciencia de esperar. Si el pensamiento es «esto no terminará nunca», podrías notar cómo otras esperas de tu vida sí llegaron a su fin.',
    ],
  },
  {
    id: 'airport',
    label: ['the airport', 'el aeropuerto'],
    en: ['airport', 'terminal', 'boarding gate', 'boarding pass'],
    es: ['aeropuerto', 'terminal', 'puerta de embarque', 'tarjeta de embarque'],
    jung: [
      'An airport is a place of departure to distant places: readiness for a big change, or anxiety before one. It stands between the ground of the familiar and the flight into the new.',
      'Un aeropuerto es un lugar de partida hacia lugares lejanos: disposición a un gran cambio, o ansiedad antes de él. Está entre el suelo de lo familiar y el vuelo hacia lo nuevo.',
    ],
    rogers: [
      'where you were about to go and how you felt about leaving, and what journey in your life you might be preparing for',
      'adónde estabas a punto de ir y cómo te sentías al partir, y para qué viaje de tu vida podrías estar preparándote',
    ],
    cbt: [
      'Airport dreams often carry the fear of missing something. If the thought “I’ll miss my chance” is around, you might ask what other chances have come since the last one you missed.',
      'Los sueños de aeropuerto suelen llevar el miedo a perder algo. Si ronda el pensamiento «perderé mi oportunidad», podrías preguntarte qué otras oportunidades llegaron después de la última que perdiste.',
    ],
  },
  {
    id: 'station',
    label: ['the station', 'la estación'],
    en: ['train station', 'station', 'platform', 'bus stop'],
    es: ['estacion', 'anden', 'parada de autobus', 'parada del autobus'],
    jung: [
      'A station is a point of transit where one waits for a collective vehicle to carry one on. It may show a phase of waiting, or the question of which train of life to board.',
      'Una estación es un punto de tránsito donde se espera un vehículo colectivo que nos lleve. Puede mostrar una fase de espera, o la pregunta de qué tren de la vida tomar.',
    ],
    rogers: [
      'what you were waiting for at the station and how the waiting felt, and what you are waiting for in your life now',
      'lo que esperabas en la estación y cómo se sentía la espera, y qué estás esperando ahora en tu vida',
    ],
    cbt: [
      'Waiting places can stir impatience or worry about timing, “everyone else has already left”. You might notice the comparison in that thought, and what your own timing needs.',
      'Los lugares de espera pueden remover impaciencia o preocupación por los tiempos, «todos los demás ya se han ido». Podrías notar la comparación en ese pensamiento, y lo que necesitan tus propios tiempos.',
    ],
  },
  {
    id: 'castle',
    label: ['the castle', 'el castillo'],
    en: ['castle', 'palace', 'tower', 'mansion', 'fortress'],
    es: ['castillo', 'palacio', 'torre', 'mansion', 'fortaleza'],
    jung: [
      'A castle is a fortified self: protection, grandeur, or isolation behind walls. In fairy tales it holds a treasure or a captive that must be freed, perhaps a part of you waiting to be reached.',
      'Un castillo es un yo fortificado: protección, grandeza o aislamiento tras los muros. En los cuentos guarda un tesoro o un cautivo que hay que liberar, quizá una parte de ti que espera ser alcanzada.',
    ],
    rogers: [
      'whether the castle felt like protection or like a wall between you and others, and what you are guarding in your life',
      'si el castillo se sentía como protección o como un muro entre tú y los demás, y qué estás custodiando en tu vida',
    ],
    cbt: [
      'High walls can mirror a belief like “if I let people in, I’ll be hurt”. You might look for one relationship where letting someone a little closer went well.',
      'Los muros altos pueden reflejar una creencia como «si dejo entrar a la gente, me harán daño». Podrías buscar una relación en la que dejar a alguien un poco más cerca salió bien.',
    ],
  },
  {
    id: 'bedroom',
    label: ['the bedroom', 'el dormitorio'],
    en: ['bedroom', 'bed'],
    es: ['dormitorio', 'habitacion', 'cama', 'alcoba'],
    exclude: ['went to bed', 'go to bed', 'going to bed', 'in bed', 'out of bed', 'en la cama'],
    labels: { habitacion: ['the room', 'la habitación'], bed: ['the bed', 'la cama'], cama: ['the bed', 'la cama'] },
    jung: [
      'The bedroom is the most intimate room of the house: rest, sexuality, privacy, the place where we are most ourselves. What happens there in a dream often touches your private life and your need for rest.',
      'El dormitorio es la habitación más íntima de la casa: descanso, sexualidad, privacidad, el lugar donde somos más nosotros mismos. Lo que pasa allí en un sueño suele tocar tu vida privada y tu necesidad de descanso.',
    ],
    rogers: [
      'how that intimate space felt in the dream, and whether you have enough rest and privacy in your life right now',
      'cómo se sentía ese espacio íntimo en el sueño, y si tienes ahora en tu vida suficiente descanso e intimidad',
    ],
    cbt: [
      'Dreams of your own room can reflect how safe you feel at rest. If sleep itself has become a worry, a steady bedtime routine often helps more than trying hard to sleep.',
      'Los sueños con tu propia habitación pueden reflejar cuán seguro te sientes al descansar. Si el sueño mismo se ha vuelto una preocupación, una rutina estable antes de dormir suele ayudar más que esforzarse por dormir.',
    ],
  },
  {
    id: 'bridge',
    label: ['the bridge', 'el puente'],
    en: ['bridge'],
    es: ['puente'],
    jung: [
      'A bridge connects two banks: two phases of life, two sides of a conflict, conscious and unconscious. Crossing it is a transition; a broken bridge, a connection that needs repair.',
      'Un puente une dos orillas: dos etapas de la vida, dos lados de un conflicto, lo consciente y lo inconsciente. Cruzarlo es una transición; un puente roto, una conexión que necesita reparación.',
    ],
    rogers: [
      'what was on each side of the bridge for you, and what you might be trying to connect or cross in your life',
      'lo que había a cada lado del puente para ti, y qué podrías estar intentando unir o cruzar en tu vida',
    ],
    cbt: [
      'A shaky bridge can mirror the thought “this change isn’t safe”. You might look at what support you would have halfway across, and what the other side offers.',
      'Un puente inestable puede reflejar el pensamiento «este cambio no es seguro». Podrías mirar qué apoyo tendrías a mitad de camino, y qué ofrece la otra orilla.',
    ],
  },
  {
    id: 'shop',
    label: ['the shop', 'la tienda'],
    en: ['shop', 'store', 'supermarket', 'mall', 'market'],
    es: ['tienda', 'supermercado', 'mercado', 'centro comercial'],
    jung: [
      'A shop or market is a place of exchange and choice: what you value, what you can afford, what you are looking for. What you are trying to buy, or cannot find, may say something about a present need.',
      'Una tienda o un mercado es un lugar de intercambio y elección: lo que valoras, lo que puedes permitirte, lo que buscas. Lo que intentas comprar, o no encuentras, puede decir algo de una necesidad presente.',
    ],
    rogers: [
      'what you were looking for in that shop and whether you found it, and what you feel you need more of right now',
      'lo que buscabas en esa tienda y si lo encontraste, y de qué sientes que necesitas más ahora mismo',
    ],
    cbt: [
      'Not being able to pay or find what you need can echo “I don’t have enough”. You might list what you do have, and which need is most pressing.',
      'No poder pagar o no encontrar lo que necesitas puede hacer eco de «no tengo suficiente». Podrías anotar lo que sí tienes, y qué necesidad es la más urgente.',
    ],
  },
  {
    id: 'ruins',
    label: ['the ruins', 'las ruinas'],
    en: ['ruins', 'abandoned', 'derelict'],
    es: ['ruinas', 'abandonad*', 'derruid*', 'en ruinas'],
    exclude: ['felt abandoned', 'feel abandoned', 'sentia abandonad*', 'senti abandonad*'],
    jung: [
      'Ruins and abandoned places are parts of life or of the psyche that have been left behind: old structures, former selves. They can be melancholy, and also ground on which something new can be built.',
      'Las ruinas y los lugares abandonados son partes de la vida o de la psique que han quedado atrás: viejas estructuras, antiguos yoes. Pueden ser melancólicos, y también un terreno sobre el que construir algo nuevo.',
    ],
    rogers: [
      'what you felt among those ruins, and what part of your life or yourself you may have left behind, with grief or with relief',
      'lo que sentiste entre esas ruinas, y qué parte de tu vida o de ti podrías haber dejado atrás, con pena o con alivio',
    ],
    cbt: [
      'Abandoned places can carry thoughts like “it’s too late to fix this”. You might ask what could still be repaired, and what might be better built anew.',
      'Los lugares abandonados pueden llevar pensamientos como «ya es tarde para arreglarlo». Podrías preguntarte qué podría repararse todavía, y qué sería mejor construir de nuevo.',
    ],
  },
  {
    id: 'cemetery',
    label: ['the cemetery', 'el cementerio'],
    en: ['cemetery', 'graveyard', 'grave', 'tomb', 'coffin'],
    es: ['cementerio', 'tumba', 'sepultura', 'lapida', 'ataud'],
    jung: [
      'A cemetery is the realm of the ancestors and of what has ended. In dreams it often concerns something that has died or needs to be laid to rest, so that new life can begin.',
      'Un cementerio es el reino de los antepasados y de lo que ha terminado. En los sueños suele tratar de algo que ha muerto o necesita descansar, para que pueda empezar una vida nueva.',
    ],
    rogers: [
      'what you felt in that place of endings, and what in your life you might be grieving or ready to let rest',
      'lo que sentiste en ese lugar de finales, y qué podrías estar llorando en tu vida o estar listo para dejar descansar',
    ],
    cbt: [
      'Graveyard dreams can bring fears about death and loss. If thoughts like “something bad will happen to someone I love” follow you into the day, you might note them as fears, not forecasts.',
      'Los sueños de cementerios pueden traer miedos sobre la muerte y la pérdida. Si pensamientos como «algo malo le pasará a alguien que quiero» te siguen durante el día, podrías anotarlos como miedos, no como pronósticos.',
    ],
  },
];
