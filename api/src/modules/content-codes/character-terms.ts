// Who a word names, for the HVdC character codes: the people, animals and creatures of the offline
// interpreter's lexicon (imported, so the two read the same words), with what HVdC needs beside them
// (sex, relation, plural), and the few person words the lexicon has no entry for (man, woman, people,
// neighbour...). A term's own sex wins over its entry's ("amiga" is a woman, "amigo" a man).
import { LEXICON, type LexiconEntry } from '../../interpreter/lexicon/index.ts';
import type { CharacterKind, Relation, Sex } from './codes.ts';
import firstNames from './first-names.json';

export interface CharacterTermEntry {
  id: string;
  kind: CharacterKind;
  sex: Sex;
  relation: Relation | null;
  /** A word for a group ("people", "la familia"): a plural character whatever its form. */
  plural?: boolean;
  /** An occupational or anonymous figure: familiar only when the dream says whose ("my teacher"). */
  familiarWhenOwned?: boolean;
  /** A child word that, when the dreamer says whose ("my little boy", "our kids"), names their own child. */
  familyWhenMine?: boolean;
  en: readonly string[];
  es: readonly string[];
  exclude?: readonly string[];
}

type PersonAttributes = Omit<CharacterTermEntry, 'id' | 'kind' | 'en' | 'es'>;

/** HVdC attributes of the lexicon's people entries (by id). An entry missing here is not a character. */
const PEOPLE: Record<string, PersonAttributes> = {
  mother: { sex: 'female', relation: 'family' },
  father: { sex: 'male', relation: 'family' },
  baby: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true, familyWhenMine: true },
  child: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true, familyWhenMine: true },
  boy: { sex: 'male', relation: 'stranger', familiarWhenOwned: true, familyWhenMine: true },
  girl: { sex: 'female', relation: 'stranger', familiarWhenOwned: true, familyWhenMine: true },
  son: { sex: 'male', relation: 'family' },
  daughter: { sex: 'female', relation: 'family' },
  brother: { sex: 'male', relation: 'family' },
  sister: { sex: 'female', relation: 'family' },
  grandparent: { sex: 'unknown', relation: 'family' },
  grandmother: { sex: 'female', relation: 'family' },
  grandfather: { sex: 'male', relation: 'family' },
  partner: { sex: 'unknown', relation: 'family' },
  husband: { sex: 'male', relation: 'family' },
  wife: { sex: 'female', relation: 'family' },
  boyfriend: { sex: 'male', relation: 'friend' },
  girlfriend: { sex: 'female', relation: 'friend' },
  ex: { sex: 'unknown', relation: 'known' },
  friend: { sex: 'unknown', relation: 'friend' },
  stranger: { sex: 'unknown', relation: 'stranger' },
  teacher: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true },
  boss: { sex: 'unknown', relation: 'known' },
  celebrity: { sex: 'unknown', relation: 'known' },
  police: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true },
  doctor: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true },
  crowd: { sex: 'unknown', relation: 'stranger', plural: true },
  wise_elder: { sex: 'unknown', relation: 'stranger', familiarWhenOwned: true },
  intruder: { sex: 'unknown', relation: 'stranger' },
  royalty: { sex: 'unknown', relation: 'known' },
  family: { sex: 'unknown', relation: 'family' },
  soldier: { sex: 'unknown', relation: 'stranger' },
};

/** Lexicon terms that name an event or a quality, not someone present ("arrested", "famous"). */
const NOT_A_CHARACTER = new Set([
  'arrested',
  'famous',
  'detenido',
  'detenida',
  'arrestad*',
  'break in',
  'broke in',
  'breaking in',
  'entraron a robar',
  'entro a robar',
  'army',
  'ejercito',
  'possessed',
  'poseido',
  'poseida',
  'haunted',
  'embrujad*',
  'spaceship',
  'nave espacial',
  'ufo',
  'ovni',
  'angelic',
  'angelical',
  'divine',
  'divino',
  'divina',
  'spirit',
  'espiritu',
  'fishing',
  'pescar',
  'pescando',
  'pescado',
  'spiderweb',
  'spider web',
  'cobweb',
  'telarana',
  'cocoon',
  'crisalida',
  'beehive',
  'colmena',
  'swarm',
  'enjambre',
]);

/** Creatures of the mythic lexicon (the rest of it are events and objects). */
const CREATURES = new Set([
  'angel',
  'devil',
  'ghost',
  'monster',
  'alien',
  'zombie',
  'vampire',
  'dragon',
  'shadow_figure',
]);

/** Person words the lexicon does not list: anonymous people, relatives and acquaintances. */
const EXTRA: readonly CharacterTermEntry[] = [
  // A creature the mythic lexicon has no entry for.
  { id: 'witch', kind: 'creature', sex: 'female', relation: null, en: ['witch'], es: ['bruja'] },
  {
    id: 'man',
    kind: 'person',
    sex: 'male',
    relation: 'stranger',
    en: ['man', 'men', 'guy', 'gentleman', 'bloke', 'postman', 'gunman', 'fisherman', 'vicar', 'groom'],
    es: ['hombre', 'senor', 'chico', 'manes', 'muchacho', 'caballero'],
  },
  {
    id: 'woman',
    kind: 'person',
    sex: 'female',
    relation: 'stranger',
    en: ['woman', 'women', 'lady', 'nun', 'bride'],
    es: ['mujer', 'senora', 'chica', 'muchacha', 'monja'],
  },
  {
    id: 'people',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    plural: true,
    en: [
      'people',
      'strangers',
      'group of people',
      'crowd of people',
      'passengers',
      'students',
      'guests',
      'tourists',
      'everyone',
      'everybody',
    ],
    es: [
      'gente',
      'personas',
      'pasajeros',
      'estudiantes',
      'alumnos',
      'invitados',
      'turistas',
      'todo el mundo',
      'a todos',
      'todos me',
      'todos nos',
    ],
    exclude: ['everyone else', 'everybody else'],
  },
  {
    id: 'person',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    en: ['person', 'someone', 'somebody'],
    es: ['persona', 'figura', 'alguien'],
    exclude: ['someone i knew', 'somebody i knew'],
  },
  // Diminutives the lexicon does not list.
  { id: 'sister_es', kind: 'person', sex: 'female', relation: 'family', en: [], es: ['hermanita'] },
  { id: 'brother_es', kind: 'person', sex: 'male', relation: 'family', en: [], es: ['hermanito'] },
  { id: 'aunt', kind: 'person', sex: 'female', relation: 'family', en: ['aunt', 'auntie'], es: ['tia'] },
  { id: 'uncle', kind: 'person', sex: 'male', relation: 'family', en: ['uncle'], es: ['tio'] },
  { id: 'cousin', kind: 'person', sex: 'unknown', relation: 'family', en: ['cousin'], es: [] },
  { id: 'nephew', kind: 'person', sex: 'male', relation: 'family', en: ['nephew'], es: ['sobrino'] },
  { id: 'niece', kind: 'person', sex: 'female', relation: 'family', en: ['niece'], es: ['sobrina'] },
  // Step-relatives, great-grandparents, godparents, grandchildren; "el yayo", "la yaya" (Spain).
  {
    id: 'stepfather',
    kind: 'person',
    sex: 'male',
    relation: 'family',
    en: ['stepdad', 'stepfather', 'step-dad'],
    es: ['padrastro'],
  },
  {
    id: 'stepmother',
    kind: 'person',
    sex: 'female',
    relation: 'family',
    en: ['stepmum', 'stepmom', 'stepmother', 'step-mum'],
    es: ['madrastra'],
  },
  { id: 'stepbrother', kind: 'person', sex: 'male', relation: 'family', en: ['stepbrother'], es: ['hermanastro'] },
  { id: 'stepsister', kind: 'person', sex: 'female', relation: 'family', en: ['stepsister'], es: ['hermanastra'] },
  {
    id: 'great_grandmother',
    kind: 'person',
    sex: 'female',
    relation: 'family',
    en: ['great-grandmother', 'great-grandma', 'great-gran', 'great-nan'],
    es: ['bisabuela'],
  },
  {
    id: 'great_grandfather',
    kind: 'person',
    sex: 'male',
    relation: 'family',
    en: ['great-grandfather', 'great-grandad', 'great-grandpa'],
    es: ['bisabuelo'],
  },
  { id: 'godmother', kind: 'person', sex: 'female', relation: 'family', en: ['godmother'], es: ['madrina'] },
  { id: 'godfather', kind: 'person', sex: 'male', relation: 'family', en: ['godfather'], es: ['padrino'] },
  { id: 'godson', kind: 'person', sex: 'male', relation: 'family', en: ['godson'], es: ['ahijado'] },
  { id: 'goddaughter', kind: 'person', sex: 'female', relation: 'family', en: ['goddaughter'], es: ['ahijada'] },
  { id: 'grandson', kind: 'person', sex: 'male', relation: 'family', en: ['grandson'], es: ['nieto'] },
  { id: 'granddaughter', kind: 'person', sex: 'female', relation: 'family', en: ['granddaughter'], es: ['nieta'] },
  {
    id: 'grandchildren',
    kind: 'person',
    sex: 'unknown',
    relation: 'family',
    plural: true,
    en: ['grandkids', 'grandchildren'],
    es: ['nietos'],
  },
  { id: 'grandmother_es_spain', kind: 'person', sex: 'female', relation: 'family', en: [], es: ['yaya'] },
  { id: 'grandfather_es_spain', kind: 'person', sex: 'male', relation: 'family', en: [], es: ['yayo'] },
  { id: 'mother_en_child', kind: 'person', sex: 'female', relation: 'family', en: ['my mummy'], es: [] },
  {
    id: 'in_law_female',
    kind: 'person',
    sex: 'female',
    relation: 'family',
    en: ['mother-in-law', 'sister-in-law', 'daughter-in-law'],
    es: ['suegra', 'cunada', 'nuera'],
  },
  {
    id: 'in_law_male',
    kind: 'person',
    sex: 'male',
    relation: 'family',
    en: ['father-in-law', 'brother-in-law', 'son-in-law'],
    es: ['suegro', 'cunado', 'yerno'],
  },
  {
    id: 'youngster_es',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    familiarWhenOwned: true,
    en: [],
    // "un chamo" (Venezuela), "un cabro" (Chile): a youngster.
    es: [
      'chaval',
      'chavala',
      'chavo',
      'chava',
      'chamaco',
      'chamaca',
      'chamo',
      'chama',
      'cabro',
      'cabros chicos',
      // "un joven", "una adolescente"; "un gurí", "dos gurises" (Uruguay), "un chibolo" (Peru), "unos
      // niñatos" (Spain).
      'joven',
      'adolescente',
      // Children and youngsters in the regions' words: "un pelado" (Colombia), "un cipote" (Central
      // America), "un morro", "un escuincle" (Mexico), "un patojo" (Guatemala), "un pelao".
      'pelado',
      'pelada',
      'pelao',
      'cipote',
      'cipota',
      'morro',
      'morra',
      'morrito',
      'morrita',
      'escuincle',
      'escuincla',
      'patojo',
      'patoja',
      'muchachito',
      'muchachita',
      'guri',
      'gurisa',
      'chibolo',
      'chibola',
      'ninato',
      'ninata',
      'jubilado',
      'jubilada',
      'hincha',
    ],
  },
  { id: 'outsider', kind: 'person', sex: 'unknown', relation: 'stranger', en: [], es: ['forastero', 'forastera'] },
  { id: 'parents', kind: 'person', sex: 'unknown', relation: 'family', plural: true, en: ['parents'], es: ['padres'] },
  { id: 'neighbour', kind: 'person', sex: 'unknown', relation: 'known', en: ['neighbor', 'neighbour'], es: [] },
  { id: 'neighbour_es', kind: 'person', sex: 'male', relation: 'known', en: [], es: ['vecino'] },
  { id: 'neighbour_es_f', kind: 'person', sex: 'female', relation: 'known', en: [], es: ['vecina'] },
  // A group the dreamer knows, named as a whole: "the rest of the class made fun of me".
  {
    id: 'known_group',
    kind: 'person',
    sex: 'unknown',
    relation: 'known',
    plural: true,
    en: ['the rest of the class', 'the rest of the team', 'the whole class', 'the whole team', 'my whole class'],
    es: ['el resto de la clase', 'toda la clase', 'el resto del equipo', 'todo el equipo'],
  },
  {
    id: 'classmate',
    kind: 'person',
    sex: 'unknown',
    relation: 'known',
    en: ['classmate', 'roommate', 'flatmate', 'housemate', 'teammate'],
    es: [
      'companero de clase',
      'companera de clase',
      'companero de piso',
      'companera de piso',
      'companero',
      'companera',
    ],
  },
  {
    id: 'worker',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    familiarWhenOwned: true,
    // A seat or a door named after who sits there is no one.
    exclude: ['passenger seat', 'passenger side', 'passenger door', 'passenger window', 'pastor aleman'],
    en: [
      'waiter',
      'waitress',
      'cashier',
      'driver',
      'pilot',
      'guard',
      'receptionist',
      'salesman',
      'clerk',
      'officer',
      'firefighter',
      'lifeguard',
      'farmer',
      'teenager',
      'bouncer',
      'surfer',
      'shopkeeper',
      'cashier',
      'bartender',
      'barman',
      'barmaid',
      'paramedic',
      // Trades and roles people meet in dreams (the interpreter's lexicon has no entry for them).
      'defender',
      'quizmaster',
      'inspector',
      'owner',
      'landlord',
      'hairdresser',
      'barber',
      'referee',
      'ref',
      'clown',
      'passenger',
      'assistant',
      'cleaner',
      'caretaker',
      'janitor',
      'chef',
      'butcher',
      'baker',
      'vet',
      'mechanic',
      'plumber',
      'builder',
      'lawyer',
      'judge',
      'priest',
      'instructor',
      'lecturer',
      'examiner',
      'invigilator',
      'mugger',
      'attacker',
      // The lexicon's boss leaves out "a manager", "the manager" (a shop's manager is nobody's boss),
      // but the manager is still someone in the scene.
      'manager',
      'toddler',
      'pensioner',
      'tourist',
      'hitchhiker',
      'photographer',
      'journalist',
      'dancer',
      'flight attendant',
      'stewardess',
      'steward',
      'interviewer',
      'applicant',
      'courier',
      'ranger',
      'gp',
      'therapist',
      'landlady',
      'headteacher',
      'headmaster',
      'headmistress',
      'barista',
      'footballer',
      'president',
      'stallholder',
      'beggar',
      'tramp',
      'musician',
      'shepherd',
      'student',
    ],
    es: [
      'camarero',
      'camarera',
      'cajero',
      'cajera',
      'conductor',
      'conductora',
      'piloto',
      'vigilante',
      'recepcionista',
      'vendedor',
      'vendedora',
      'bombero',
      'socorrista',
      'campesino',
      'campesina',
      'granjero',
      'granjera',
      'guardabosques',
      'examinador',
      'examinadora',
      'enfermero',
      'enfermera',
      'repartidor',
      'repartidora',
      'cliente',
      'clienta',
      'dueno',
      'duena',
      'portero',
      'portera',
      'arbitro',
      'arbitra',
      'funcionario',
      'funcionaria',
      'revisor',
      'revisora',
      'aficionado',
      'aficionada',
      'director',
      'directora',
      'camionero',
      'camionera',
      'viejito',
      'viejita',
      'salvavidas',
      'colectivero',
      'colectivera',
      'chofer',
      'celador',
      'celadora',
      'pasajero',
      'pasajera',
      'peluquero',
      'peluquera',
      'mesero',
      'mesera',
      'taxista',
      'dependiente',
      'dependienta',
      'entrenador',
      'entrenadora',
      'cobrador',
      'cobradora',
      'mecanico',
      'mecanica',
      'panadero',
      'panadera',
      'carnicero',
      'carnicera',
      'frutero',
      'frutera',
      'abogado',
      'abogada',
      'juez',
      'jueza',
      'cocinero',
      'cocinera',
      'jardinero',
      'jardinera',
      'turista',
      'borracho',
      'borracha',
      'vagabundo',
      'vagabunda',
      'monja',
      'azafata',
      'azafato',
      'sobrecargo',
      'entrevistador',
      'entrevistadora',
      'postulante',
      'aspirante',
      // The young man who escorts a girl at her quinceañera.
      'chambelan',
      'huaso',
      'garzon',
      'garzona',
      'trapito',
      'luchador',
      'luchadora',
      'rival',
      'guia',
      'monitor',
      'monitora',
      'fallero',
      'fallera',
      'guardavidas',
      'borrachito',
      'borrachita',
      // A fisherman, a dancer, a park ranger, a stallholder, a priest, a clown, a beggar, a musician, a
      // shepherd, a rider, a student; an usher, a Cuban grocer, a rower, a carnival singer, a veteran.
      'pescador',
      'pescadora',
      'bailarin',
      'bailarina',
      'guardaparques',
      'puestero',
      'puestera',
      'casero',
      'casera',
      'el cura',
      'un cura',
      'payaso',
      'payasa',
      'mendigo',
      'mendiga',
      'gitano',
      'gitana',
      'musico',
      'pastor',
      'caballista',
      'estudiante',
      'psicologo',
      'psicologa',
      'militar',
      'sacerdote',
      'futbolista',
      'presidente',
      'presidenta',
      'acomodador',
      'acomodadora',
      'bodeguero',
      'bodeguera',
      'remero',
      'murguista',
      'veterano',
      'veterana',
    ],
  },
  // Groups named by one word whatever their form ("los ultras", "unos antidisturbios").
  {
    id: 'crowd_es',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    plural: true,
    en: [],
    es: ['ultras', 'antidisturbios', 'hinchas'],
  },
  {
    id: 'guy_es',
    kind: 'person',
    sex: 'male',
    relation: 'stranger',
    en: [],
    // "un pibe", "un flaco" (Río de la Plata), "un man" (Colombia): a young man, a guy.
    es: [
      'tipo',
      'pibe',
      'flaco',
      'chabon',
      'un man',
      'manes',
      'vato',
      'gringo',
      'guero',
      'catire',
      'gordo',
      'senorito',
    ],
    exclude: ['tipo de', 'de tipo', 'mi tipo', 'su tipo'],
  },
  {
    id: 'girl_es',
    kind: 'person',
    sex: 'female',
    relation: 'stranger',
    en: [],
    // "una mina" (Río de la Plata), "una tipa", "una doña" (a lady); not "la señorita", a teacher's title.
    es: ['piba', 'mina', 'tipa', 'gringa', 'flaca', 'gorda', 'una dona'],
  },
  // "un guiri": a foreign tourist (Spain).
  { id: 'tourist_es', kind: 'person', sex: 'unknown', relation: 'stranger', en: [], es: ['guiri'] },
  // A friend in the regions' words: "mi cuate" (Mexico), "mis patas" (Peru), "mi pana" (Venezuela),
  // "mi parce" (Colombia).
  {
    id: 'friend_es_regional',
    kind: 'person',
    sex: 'unknown',
    relation: 'friend',
    en: [],
    // "mi socio" (Cuba, Venezuela).
    es: [
      'cuate',
      'cuata',
      'mi pata',
      'mis patas',
      'pana',
      'parce',
      'parcero',
      'parcera',
      'socio',
      'socia',
      // "mi compadre", "mi comadre": a child's godparent and a friend for life; "mi carnal" (Mexico).
      'compadre',
      'comadre',
      'carnal',
    ],
  },
  // "mi señora": the dreamer's wife (Chile, Peru, Mexico); "la señora" is a woman.
  { id: 'wife_es', kind: 'person', sex: 'female', relation: 'family', en: [], es: ['mi senora'] },
  // "el profe", "la seño": a teacher, by the same rule as "teacher".
  {
    id: 'teacher_es_informal',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    familiarWhenOwned: true,
    en: [],
    es: ['profe', 'la seno'],
  },
  // At a wedding "la novia", "el novio" are the bride and the groom (the lexicon keeps them apart from
  // the dreamer's girlfriend or boyfriend).
  { id: 'bride_es', kind: 'person', sex: 'female', relation: 'known', en: [], es: ['la novia'] },
  { id: 'groom_es', kind: 'person', sex: 'male', relation: 'known', en: [], es: ['el novio'] },
  // Chilean "mi polola", "mi pololo": girlfriend, boyfriend.
  { id: 'girlfriend_cl', kind: 'person', sex: 'female', relation: 'friend', en: [], es: ['polola'] },
  { id: 'boyfriend_cl', kind: 'person', sex: 'male', relation: 'friend', en: [], es: ['pololo'] },
  { id: 'children_es', kind: 'person', sex: 'unknown', relation: 'family', plural: true, en: [], es: ['mis hijos'] },
  // British "lads", "my mates": young men and friends.
  { id: 'lad', kind: 'person', sex: 'male', relation: 'stranger', familiarWhenOwned: true, en: ['lad'], es: [] },
  { id: 'mate', kind: 'person', sex: 'unknown', relation: 'friend', en: ['mate', 'best mate'], es: [] },
  {
    id: 'goblin',
    kind: 'creature',
    sex: 'unknown',
    relation: null,
    en: ['goblin', 'elf', 'troll', 'mummy'],
    es: ['duende', 'elfo', 'chupacabras', 'calaca'],
    // "my mummy" is a mother.
    exclude: ['my mummy', 'your mummy', 'his mummy', 'her mummy'],
  },
  {
    id: 'animal',
    kind: 'animal',
    sex: 'unknown',
    relation: null,
    // A hen do or a stag do is a party before a wedding; a cricket bat is no bat.
    exclude: [
      'hen do',
      'hen party',
      'hen night',
      'hens do',
      'stag do',
      'stag party',
      'stag night',
      'cricket bat',
      'baseball bat',
      'seal of',
    ],
    en: [
      'animal',
      'puppy',
      'goat',
      'sheep',
      'pig',
      'deer',
      'fox',
      'chicken',
      'duck',
      'elephant',
      'turtle',
      'goose',
      'geese',
      'seagull',
      'parrot',
      'swan',
      'rooster',
      'cockerel',
      'hen',
      'canary',
      'budgie',
      'donkey',
      'cougar',
      'coyote',
      'raccoon',
      'squirrel',
      'mule',
      'llama',
      'stag',
      'bat',
      'snail',
      'scorpion',
      'seal',
      'octopus',
      'crab',
      'badger',
      'hedgehog',
      'heron',
      'magpie',
      'hamster',
      'tortoise',
      'jellyfish',
      'slug',
    ],
    es: [
      'animal',
      'cabra',
      'oveja',
      'cerdo',
      'ciervo',
      'zorro',
      'gallina',
      'pato',
      'elefante',
      'tortuga',
      'jabali',
      'ganso',
      'oca',
      'gaviota',
      'loro',
      'monito',
      'monitos',
      'gallo',
      'canario',
      'pollito',
      'burro',
      'alacran',
      'zancudo',
      'puma',
      'coyote',
      'mapache',
      'ardilla',
      'mula',
      'venado',
      'mosquito',
      'murcielago',
      'perico',
      'iguana',
      'caracol',
      'escorpion',
      'tucan',
      'foca',
      'pulpo',
      'cangrejo',
      'chivo',
      'becerro',
      'zorrillo',
      'tlacuache',
      'zarigueya',
      'lobo marino',
      'cisne',
    ],
  },
  // Rioplatense "mi vieja", "mi viejo": one's mother and father.
  { id: 'mother_rioplatense', kind: 'person', sex: 'female', relation: 'family', en: [], es: ['mi vieja'] },
  // "mi nono", "la nona": a grandparent in the Río de la Plata.
  { id: 'grandfather_rioplatense', kind: 'person', sex: 'male', relation: 'family', en: [], es: ['nono'] },
  { id: 'grandmother_rioplatense', kind: 'person', sex: 'female', relation: 'family', en: [], es: ['nona'] },
  { id: 'father_rioplatense', kind: 'person', sex: 'male', relation: 'family', en: [], es: ['mi viejo'] },
  // "a couple out walking their dog": two people.
  {
    id: 'couple',
    kind: 'person',
    sex: 'unknown',
    relation: 'stranger',
    plural: true,
    en: ['couple'],
    // "un matrimonio de gringos": a married couple.
    es: ['un matrimonio'],
    exclude: ['couple of', 'a couple more'],
  },
  // "his Alsatian got out": a dog named by its breed.
  {
    id: 'dog_breed',
    kind: 'animal',
    sex: 'unknown',
    relation: null,
    en: [
      'alsatian',
      'labrador',
      'poodle',
      'terrier',
      'spaniel',
      'collie',
      'rottweiler',
      'pitbull',
      'chihuahua',
      'dachshund',
      'greyhound',
      'bulldog',
      'husky',
      'german shepherd',
    ],
    es: ['pastor aleman', 'caniche', 'galgo', 'chihuahua', 'rottweiler', 'pitbull', 'labrador', 'husky'],
  },
];

/** Words that contain a character's word but name a thing ("a teddy bear" in a present). */
const NOT_THAT_CHARACTER: Readonly<Record<string, readonly string[]>> = {
  bear: ['teddy bear', 'teddy bears', 'oso de peluche', 'osos de peluche'],
  // "me estuvo echando los perros": flirting (Venezuela, Colombia), no dogs.
  dog: ['echando los perros', 'echar los perros', 'echaba los perros', 'echo los perros'],
  // Potatoes ("papas"), which the accents folded away make parents.
  father: ['de papas', 'papas fritas', 'papas arrugadas'],
};

/** Spanish words whose ending says the sex, when the entry does not ("la amiga", "el profesor"). */
function sexOfSpanishTerm(term: string): Sex | undefined {
  // "mejor amiga": the noun says the sex, not an adjective that has one form for both.
  const words = term.split(' ');
  // "un joven": the adjective may be the person word itself.
  const word = (words.find((w) => !SEXLESS_ADJECTIVES.has(w)) ?? words.at(-1)!).replace(/\*$/, '');
  if (SPANISH_SEX[word]) return SPANISH_SEX[word];
  if (FEMININE_FOR_ANYONE.has(word)) return undefined;
  if (/(a|as|triz)$/.test(word) && !/(ista|ta|eta|ia)$/.test(word)) return 'female';
  // A masculine plural ("niños", "amigos") is also the mixed group: its sex is not stated (HVdC joint).
  if (/(os|ores|ones)$/.test(word)) return undefined;
  if (/(o|or|on)$/.test(word)) return 'male';
  return undefined;
}
/** Spanish words whose ending does not say their sex but whose use does ("el jefe", "la tía"). */
const SPANISH_SEX: Record<string, Sex> = { jefe: 'male', tia: 'female', tio: 'male' };
const SEXLESS_ADJECTIVES = new Set(['mejor', 'mejores', 'gran', 'joven', 'viejo', 'vieja']);
/** Feminine nouns for a person of either sex ("miles de personas", "mi pareja"). */
const FEMININE_FOR_ANYONE = new Set(
  'persona personas pareja parejas figura figuras victima victimas criatura criaturas salvavidas guardavidas ultras hincha hinchas turista turistas'.split(
    ' ',
  ),
);

/** English words whose meaning says the sex. */
const ENGLISH_SEX: Record<string, Sex> = {
  policeman: 'male',
  policewoman: 'female',
  'unknown man': 'male',
  'unknown woman': 'female',
  'strange man': 'male',
  'strange woman': 'female',
  'man i didnt know': 'male',
  'woman i didnt know': 'female',
  'old man': 'male',
  'old woman': 'female',
  'old lady': 'female',
  'wise man': 'male',
  'wise woman': 'female',
  monk: 'male',
  king: 'male',
  queen: 'female',
  prince: 'male',
  princess: 'female',
  emperor: 'male',
  actor: 'male',
  actress: 'female',
  'ex boyfriend': 'male',
  'ex girlfriend': 'female',
  'ex husband': 'male',
  'ex wife': 'female',
  waitress: 'female',
  salesman: 'male',
  mare: 'female',
  lioness: 'female',
  aunt: 'female',
  uncle: 'male',
  fiance: 'male',
  fiancee: 'female',
};

/** One entry per sex its terms have, so each match knows its character's sex. */
function splitBySex(entry: CharacterTermEntry): CharacterTermEntry[] {
  if (entry.kind !== 'person' || entry.sex !== 'unknown') return [entry];
  const groups = new Map<Sex, { en: string[]; es: string[] }>();
  const add = (sex: Sex, language: 'en' | 'es', term: string) => {
    const group = groups.get(sex) ?? { en: [], es: [] };
    group[language].push(term);
    groups.set(sex, group);
  };
  for (const term of entry.en) add(ENGLISH_SEX[term] ?? 'unknown', 'en', term);
  for (const term of entry.es) add(sexOfSpanishTerm(term) ?? 'unknown', 'es', term);
  return [...groups].map(([sex, terms]) => ({ ...entry, id: `${entry.id}:${sex}`, sex, ...terms }));
}

function fromLexicon(entry: LexiconEntry): CharacterTermEntry | undefined {
  const keep = (terms: readonly string[]) => terms.filter((term) => !NOT_A_CHARACTER.has(term));
  const exclude = [...(entry.exclude ?? []), ...(NOT_THAT_CHARACTER[entry.id] ?? [])];
  const base = { id: entry.id, en: keep(entry.en), es: keep(entry.es), exclude };
  if (entry.theme === 'people') {
    const attributes = PEOPLE[entry.id];
    return attributes ? { ...base, ...attributes, kind: 'person' } : undefined;
  }
  if (entry.theme === 'animals') return { ...base, kind: 'animal', sex: 'unknown', relation: null };
  if (entry.theme === 'mythic' && CREATURES.has(entry.id))
    return { ...base, kind: 'creature', sex: 'unknown', relation: null };
  return undefined;
}

/**
 * Words one lexicon entry groups (for the interpreter, a workplace figure) that name different people
 * in one dream: "my boss, Karen … my colleague Ben" are two characters, so the colleague words are an
 * entry of their own here.
 */
const SEPARATE_PEOPLE: Readonly<Record<string, { id: string; en: readonly string[]; es: readonly string[] }>> = {
  boss: {
    id: 'colleague',
    en: ['coworker', 'colleague'],
    es: ['companero de trabajo', 'companera de trabajo', 'colega'],
  },
};

function separatePeople(entry: CharacterTermEntry): CharacterTermEntry[] {
  const apart = SEPARATE_PEOPLE[entry.id];
  if (!apart) return [entry];
  const rest = {
    ...entry,
    en: entry.en.filter((t) => !apart.en.includes(t)),
    es: entry.es.filter((t) => !apart.es.includes(t)),
  };
  return [
    rest,
    {
      ...entry,
      id: apart.id,
      en: apart.en.filter((t) => entry.en.includes(t)),
      es: apart.es.filter((t) => entry.es.includes(t)),
    },
  ];
}

export const CHARACTER_TERMS: readonly CharacterTermEntry[] = [
  ...LEXICON.map(fromLexicon)
    .filter((entry): entry is CharacterTermEntry => entry !== undefined)
    .flatMap(separatePeople),
  ...EXTRA,
]
  .filter((entry) => entry.en.length + entry.es.length > 0)
  .flatMap(splitBySex);

/**
 * Common first names (English and Spanish, written without accents as the coder reads words) with
 * their usual sex, so "Laura" or "Pablo" is a known character; a name given to either sex ("Alex",
 * "Sam") makes a known person whose sex the pronouns tell. Words that are also capitalised places,
 * months or nationalities ("April", "Florence", "German") are left out: they would become people.
 */
export const FIRST_NAMES: ReadonlyMap<string, Sex> = new Map<string, Sex>([
  ...firstNames.female.map((name) => [name, 'female'] as const),
  ...firstNames.male.map((name) => [name, 'male'] as const),
  ...firstNames.either.map((name) => [name, 'unknown'] as const),
]);
