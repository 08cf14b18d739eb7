// Mythic and uncanny figures: angels, ghosts, monsters, the sacred and the end of the world.
import type { LexiconEntryData } from './types.ts';

export const mythic: readonly LexiconEntryData[] = [
  {
    id: 'angel',
    label: ['the angel', 'el ángel'],
    en: ['angel', 'angelic'],
    es: ['angel', 'angelical'],
    jung: [
      'An angel is a messenger between the human and the divine, in Jungian terms a figure of the Self bringing guidance or protection from beyond the ego’s knowledge.',
      'Un ángel es un mensajero entre lo humano y lo divino; en términos junguianos, una figura del Sí-mismo que trae guía o protección desde más allá de lo que el yo sabe.',
    ],
    rogers: [
      'what the angel’s presence felt like and what it seemed to offer, and where you might find, or give, that kind of care now',
      'cómo se sentía la presencia del ángel y qué parecía ofrecer, y dónde podrías encontrar, o dar, ese tipo de cuidado ahora',
    ],
    cbt: [
      'Comforting figures in dreams show that reassurance is something your mind can produce. You might write down what the angel would say to your current worry.',
      'Las figuras reconfortantes en los sueños muestran que tu mente es capaz de producir consuelo. Podrías escribir lo que el ángel le diría a tu preocupación actual.',
    ],
  },
  {
    id: 'devil',
    label: ['the demon', 'el demonio'],
    en: ['devil', 'demon', 'satan', 'evil spirit', 'possessed'],
    es: ['diablo', 'demonio', 'satanas', 'poseido', 'poseida', 'espiritu maligno'],
    jung: [
      'A devil or demon is the shadow in its most frightening form: everything judged evil and pushed away. Jung insisted that what we demonise holds energy we need, once it is faced consciously.',
      'Un diablo o un demonio es la sombra en su forma más aterradora: todo lo juzgado como malo y apartado. Jung insistía en que lo que demonizamos guarda una energía que necesitamos, una vez enfrentada conscientemente.',
    ],
    rogers: [
      'what frightened you most about that figure, and whether there is a feeling in you that you have been taught to see as “bad” but that deserves understanding',
      'lo que más te asustó de esa figura, y si hay un sentimiento en ti que te enseñaron a ver como «malo» pero que merece comprensión',
    ],
    cbt: [
      'Demonic images can bring guilt or dread, “something is wrong with me”. Frightening dreams are common and say little about your character; you might notice the harsh self-judgment and soften it.',
      'Las imágenes demoníacas pueden traer culpa o temor, «algo malo hay en mí». Los sueños aterradores son frecuentes y dicen poco de tu carácter; podrías notar el juicio duro hacia ti y suavizarlo.',
    ],
  },
  {
    id: 'ghost',
    label: ['the ghost', 'el fantasma'],
    en: ['ghost', 'spirit', 'haunted', 'phantom', 'apparition'],
    es: ['fantasma', 'espiritu', 'espectro', 'aparicion', 'embrujad*'],
    jung: [
      'A ghost is the past that has not been laid to rest: an unfinished relationship, an old grief, a memory still haunting the house of the psyche. It returns because it wants something.',
      'Un fantasma es el pasado que no ha encontrado descanso: una relación inacabada, un viejo duelo, un recuerdo que todavía ronda la casa de la psique. Vuelve porque quiere algo.',
    ],
    rogers: [
      'what the ghost seemed to want and how you felt in its presence, and what from your past still lingers with you',
      'lo que parecía querer el fantasma y cómo te sentías en su presencia, y qué de tu pasado sigue rondándote',
    ],
    cbt: [
      'Haunting dreams can reflect rumination, the same thought returning again and again. You might set a short, fixed time to think about it on purpose, and let it rest outside that time.',
      'Los sueños de fantasmas pueden reflejar rumiación, el mismo pensamiento volviendo una y otra vez. Podrías fijar un rato corto para pensar en ello a propósito, y dejarlo descansar fuera de ese rato.',
    ],
  },
  {
    id: 'monster',
    label: ['the monster', 'el monstruo'],
    en: ['monster'],
    es: ['monstruo'],
    jung: [
      'A monster is an unknown or disowned part of the psyche, made larger and stranger by being kept in the dark. In myth, the hero who faces the monster often finds a treasure behind it.',
      'Un monstruo es una parte desconocida o rechazada de la psique, vuelta más grande y extraña por mantenerse en la oscuridad. En el mito, el héroe que enfrenta al monstruo suele encontrar un tesoro tras él.',
    ],
    rogers: [
      'what the monster was like and what it seemed to want, and what feels monstrous, too big or too frightening, in your life right now',
      'cómo era el monstruo y qué parecía querer, y qué se siente monstruoso, demasiado grande o aterrador, en tu vida ahora',
    ],
    cbt: [
      'Monsters often embody fears that grow when avoided. You might describe the monster as precisely as possible; naming a fear often shrinks it to its real size.',
      'Los monstruos suelen encarnar miedos que crecen cuando se evitan. Podrías describir al monstruo con la mayor precisión posible; nombrar un miedo suele reducirlo a su tamaño real.',
    ],
  },
  {
    id: 'alien',
    label: ['the alien', 'el extraterrestre'],
    en: ['alien', 'ufo', 'spaceship', 'extraterrestrial'],
    es: ['extraterrestre', 'ovni', 'nave espacial', 'alienigena'],
    jung: [
      'Jung wrote a whole book on flying saucers, seeing them as modern images of the Self: round, luminous, from beyond. Aliens can also be what feels utterly foreign, inside or around you.',
      'Jung escribió un libro entero sobre los platillos volantes, viéndolos como imágenes modernas del Sí-mismo: redondos, luminosos, venidos de más allá. Los extraterrestres también pueden ser lo que se siente totalmente ajeno, dentro o alrededor de ti.',
    ],
    rogers: [
      'what the encounter felt like, wondrous or threatening, and where in your life you feel like a stranger, or meet something entirely new',
      'cómo se sintió el encuentro, maravilloso o amenazante, y en qué parte de tu vida te sientes un extraño, o te encuentras con algo totalmente nuevo',
    ],
    cbt: [
      'Alien dreams can mirror feeling out of place, “I don’t fit in anywhere”. You might list places or people where you do feel at least partly at home.',
      'Los sueños de extraterrestres pueden reflejar sentirse fuera de lugar, «no encajo en ningún sitio». Podrías anotar lugares o personas con los que sí te sientes, al menos en parte, en casa.',
    ],
  },
  {
    id: 'zombie',
    label: ['the zombies', 'los zombis'],
    en: ['zombie', 'undead', 'walking dead'],
    es: ['zombi', 'zombie', 'muertos vivientes', 'no muertos'],
    jung: [
      'Zombies are the living dead: habits, roles or relationships that continue without soul. They may show where life has become mechanical, or the fear of being swallowed by a mindless collective.',
      'Los zombis son los muertos vivientes: hábitos, papeles o relaciones que siguen sin alma. Pueden mostrar dónde la vida se ha vuelto mecánica, o el miedo a ser tragado por una colectividad sin mente.',
    ],
    rogers: [
      'what felt lifeless or relentless in the dream, and where in your life you feel you are going through the motions',
      'lo que se sentía sin vida o implacable en el sueño, y en qué parte de tu vida sientes que vas en piloto automático',
    ],
    cbt: [
      'Zombie dreams often accompany exhaustion, “I’m running on empty”. You might look at your sleep and rest, and plan one restorative thing.',
      'Los sueños de zombis suelen acompañar el agotamiento, «voy en reserva». Podrías mirar tu sueño y tu descanso, y planear algo reparador.',
    ],
  },
  {
    id: 'vampire',
    label: ['the vampire', 'el vampiro'],
    en: ['vampire'],
    es: ['vampiro', 'vampira'],
    jung: [
      'A vampire feeds on another’s life: it may show a relationship or a habit that drains your energy, or a hungry part of yourself that takes more than it gives.',
      'Un vampiro se alimenta de la vida de otro: puede mostrar una relación o un hábito que drena tu energía, o una parte hambrienta de ti que toma más de lo que da.',
    ],
    rogers: [
      'what felt drained or taken in the dream, and where in your life your energy goes without coming back',
      'lo que se sentía drenado o arrebatado en el sueño, y en qué parte de tu vida tu energía se va sin volver',
    ],
    cbt: [
      'Vampire dreams can reflect feeling used, with thoughts like “I can’t say no”. You might practise one small, kind refusal this week.',
      'Los sueños de vampiros pueden reflejar sentirse utilizado, con pensamientos como «no puedo decir que no». Podrías practicar esta semana una negativa pequeña y amable.',
    ],
  },
  {
    id: 'dragon',
    label: ['the dragon', 'el dragón'],
    en: ['dragon'],
    es: ['dragon'],
    jung: [
      'The dragon guards the treasure hard to attain: it is the primal, devouring power of the unconscious that the hero must face. In the East it is also wisdom and good fortune.',
      'El dragón custodia el tesoro difícil de alcanzar: es el poder primordial y devorador del inconsciente que el héroe debe enfrentar. En Oriente es también sabiduría y buena fortuna.',
    ],
    rogers: [
      'how you felt facing the dragon, and what great challenge in your life might be guarding something precious',
      'cómo te sentiste ante el dragón, y qué gran reto de tu vida podría estar custodiando algo valioso',
    ],
    cbt: [
      'A dragon can embody a challenge that feels impossible. Breaking the challenge into concrete steps is the CBT equivalent of the hero’s careful approach.',
      'Un dragón puede encarnar un reto que parece imposible. Dividir el reto en pasos concretos es el equivalente en la TCC del acercamiento cuidadoso del héroe.',
    ],
  },
  {
    id: 'divine',
    label: ['the divine presence', 'la presencia divina'],
    en: ['god', 'goddess', 'divine', 'jesus', 'buddha'],
    es: ['dios', 'diosa', 'divino', 'divina', 'jesus', 'buda'],
    exclude: ['oh god', 'oh my god', 'my god', 'thank god', 'dios mio', 'por dios', 'gracias a dios', 'madre de dios'],
    jung: [
      'An encounter with the divine in a dream is what Jung called numinous: an experience of the Self, the centre and totality of the psyche, often felt as awe. Such dreams tend to stay with people for years.',
      'Un encuentro con lo divino en un sueño es lo que Jung llamaba numinoso: una experiencia del Sí-mismo, el centro y la totalidad de la psique, vivida a menudo como asombro. Estos sueños suelen acompañar a las personas durante años.',
    ],
    rogers: [
      'what that presence felt like and what it meant to you, and what gives you a sense of something larger than yourself',
      'cómo se sentía esa presencia y qué significó para ti, y qué te da la sensación de algo más grande que tú',
    ],
    cbt: [
      'Powerful spiritual dreams can bring comfort or pressure, “I have to live up to this”. You might keep what comforted you and set aside any demand for perfection.',
      'Los sueños espirituales intensos pueden traer consuelo o presión, «tengo que estar a la altura». Podrías quedarte con lo que te reconfortó y dejar a un lado cualquier exigencia de perfección.',
    ],
  },
  {
    id: 'magic',
    label: ['the magic', 'la magia'],
    en: ['magic', 'witch', 'wizard', 'spell', 'sorcerer', 'magician'],
    es: ['magia', 'bruja', 'brujo', 'hechizo', 'mago', 'maga', 'hechicero', 'hechicera'],
    jung: [
      'Magic and magicians are the power of transformation, and sometimes the trickster. A witch or wizard can be a wise figure or a dark one, showing the psyche’s capacity to change things, for good or ill.',
      'La magia y los magos son el poder de la transformación, y a veces el embaucador. Una bruja o un mago puede ser una figura sabia u oscura, que muestra la capacidad de la psique de cambiar las cosas, para bien o para mal.',
    ],
    rogers: [
      'what you wished the magic could change, and what in your life you would like to transform, and what power you already have to begin',
      'lo que deseabas que la magia pudiera cambiar, qué te gustaría transformar en tu vida, y qué poder tienes ya para empezar',
    ],
    cbt: [
      'Magic can reflect a wish for a sudden fix. If a thought like “only a miracle could solve this” is around, you might look for an ordinary first step.',
      'La magia puede reflejar el deseo de una solución repentina. Si ronda un pensamiento como «solo un milagro lo resolvería», podrías buscar un primer paso corriente.',
    ],
  },
  {
    id: 'apocalypse',
    label: ['the end of the world', 'el fin del mundo'],
    en: ['apocalypse', 'end of the world', 'doomsday', 'armageddon'],
    es: ['apocalipsis', 'fin del mundo', 'juicio final'],
    jung: [
      'The end of the world in a dream is usually the end of a personal world: a worldview, a life structure or a phase collapsing so that a new one can emerge. It is a dream of radical transformation.',
      'El fin del mundo en un sueño suele ser el fin de un mundo personal: una visión del mundo, una estructura de vida o una etapa que se derrumba para que pueda surgir otra. Es un sueño de transformación radical.',
    ],
    rogers: [
      'what it felt like as your dream world ended, and what in your own world feels like it is changing beyond recognition',
      'cómo se sintió el final del mundo de tu sueño, y qué en tu propio mundo se siente cambiando hasta volverse irreconocible',
    ],
    cbt: [
      'Apocalyptic dreams often accompany catastrophic thinking, “everything is going to collapse”. You might write down what is actually changing, and what remains.',
      'Los sueños apocalípticos suelen acompañar el pensamiento catastrófico, «todo se va a derrumbar». Podrías escribir lo que realmente está cambiando, y lo que permanece.',
    ],
  },
  {
    id: 'shadow_figure',
    label: ['the shadowy figure', 'la figura sombría'],
    en: ['shadow', 'shadowy figure', 'dark figure', 'hooded figure', 'shadow person'],
    es: ['sombra', 'figura oscura', 'figura encapuchada', 'encapuchado', 'encapuchada'],
    jung: [
      'A dark, shadowy figure is the classic image of what Jung called the shadow: the parts of ourselves we do not want to see. It is frightening at first, and holds energy and honesty once it is met.',
      'Una figura oscura y sombría es la imagen clásica de lo que Jung llamaba la sombra: las partes de nosotros que no queremos ver. Al principio asusta, y guarda energía y honestidad cuando se la encuentra.',
    ],
    rogers: [
      'what that figure stirred in you, and whether there is a part of yourself you find hard to accept that might need your compassion',
      'lo que esa figura removió en ti, y si hay una parte de ti que te cuesta aceptar y que podría necesitar tu compasión',
    ],
    cbt: [
      'A looming figure can amplify vigilance and the thought “I’m in danger”. On waking, you might check the room, breathe slowly, and remind yourself it was a dream.',
      'Una figura amenazante puede amplificar la vigilancia y el pensamiento «estoy en peligro». Al despertar, podrías mirar la habitación, respirar despacio y recordarte que fue un sueño.',
    ],
  },
];
