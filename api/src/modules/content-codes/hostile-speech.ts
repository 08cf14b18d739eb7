// Words said in anger to someone's face, inside quotation marks: HVdC's verbal aggression (A1-A3:
// criticism, accusation, insult, an order that sends someone off or silences them), which the
// interaction lists cannot see because quoted words are never read as acts ("He said, 'That's your own
// fault'"; "-¡Lárgate de aquí! -me gritó"). Said of the words as they are folded (code-dream.ts:
// lower case, no accents, no apostrophes: "don't" is "dont").
import { INSULTS_EN, INSULTS_ES } from './hvdc-terms.ts';

/** What the speaker says to blame, belittle, insult or send off the one spoken to. */
const HOSTILE_EN = new RegExp(
  [
    // Blame and accusation.
    String.raw`\b(?:(?:its|thats|this is|that is|it is)(?: all)? (?:your|ur)(?: own)? fault)\b`,
    String.raw`\byour (?:own )?fault\b`,
    String.raw`\byou (?:did this|broke it|ruined|always ruin|never listen|never learn|stole|cheated|lied)\b`,
    // Belittling.
    String.raw`\bdont be (?:so|such|ridiculous|stupid|silly|daft|pathetic|soft|a baby|an idiot|a child|a wimp|a coward|a sore)\b`,
    String.raw`\byou look (?:ridiculous|stupid|awful|terrible|a mess|a state|a sight|pathetic|like an idiot|like a clown)\b`,
    String.raw`\byou(?:re| are) (?:so |such |an? |too |far too |being )?(?:useless|stupid|pathetic|hopeless|lazy|idiot|disgrace|joke|ridiculous|embarrassment|liar|loser|selfish|cheat|thief|fraud|failure|coward|bully|soft|slow|fired|banned|not welcome|barred|an idiot|a disgrace|a joke|a liar|a loser)\b`,
    String.raw`\byou (?:idiot|moron|fool|clown|loser|liar|cheat|thief|muppet|pillock|prat|numpty|wally|plonker)\b`,
    String.raw`\byou(?:re| are| were) (?:a |so |such a )?(?:fake|fraud|phoney|phony)\b`,
    // Threats.
    String.raw`\b(?:youre mine|youre next|youre dead|youll regret|youll be sorry|im coming for you|i know where you live)\b`,
    String.raw`\b(?:sore loser|grow up|shame on you|how dare you|whats wrong with you|what is wrong with you|who do you think you are|what do you think youre doing|you should be ashamed|not good enough|what a disgrace|youll pay)\b`,
    // Sent off, silenced, threatened.
    String.raw`\b(?:clear off|get lost|shut up|back off|piss off|sod off|bugger off|naff off|buzz off|get out of (?:my|here|this)|get off my|go away|out of my way|ill kill you|ill get you|i hate you)\b`,
  ].join('|'),
);

const HOSTILE_ES = new RegExp(
  [
    // Blame and accusation.
    String.raw`\b(?:(?:es|fue) (?:toda )?(?:tu|su) culpa|(?:la )?culpa es (?:tuya|suya|tuya nomas)|por tu culpa|por su culpa)\b`,
    String.raw`\b(?:me robaste|nos robaste|mentiroso|mentirosa|tramposo|tramposa|ladron|ladrona)\b`,
    // Belittling and insults.
    String.raw`\bno sea (?:tan |usted )?(?:abusivo|abusiva|atrevido|atrevida|grosero|grosera|malcriado|malcriada|sinverguenza|descarado|descarada)\b`,
    String.raw`\bno seas (?:tan|tonto|tonta|ridiculo|ridicula|exagerado|exagerada|lloron|llorona|cobarde|pesado|pesada|vago|vaga|bebe|nena|nene|boludo|boluda|pendejo|pendeja|payaso|payasa|dramatico|dramatica)\b`,
    String.raw`\b(?:sos|eres|es usted|sois) (?:un |una |tan |muy |re )?(?:inutil|tonto|tonta|idiota|estupido|estupida|imbecil|vago|vaga|desastre|verguenza|cobarde|ridiculo|ridicula|egoista|mentiroso|mentirosa|tramposo|tramposa|ladron|ladrona|flojo|floja|lento|lenta|payaso|payasa|fracasado|fracasada|boludo|boluda|pendejo|pendeja|mediocre)\b`,
    String.raw`\b(?:idiota|imbecil|estupido|estupida|pendejo|pendeja|boludo|boluda|pelotudo|pelotuda|gilipollas|tarado|tarada|huevon|weon|aweonao|baboso|babosa|mamon|cabron|cabrona|inutil|sinverguenza|desgraciado|desgraciada)\b`,
    String.raw`\b(?:que verguenza (?:me das|das)|das pena|das asco|me das asco|como te atreves|quien te crees|que te pasa a vos|estas despedido|estas despedida|no sirves para nada|no servis para nada|no vales nada|me las vas a pagar|me la vas a pagar)\b`,
    // Sent off, silenced, threatened.
    String.raw`\b(?:largate|largase|fuera de aqui|fuera de mi|callate|callese|callensen|cierra la boca|cerra el pico|cierra el pico|andate|rajate|raja de aqui|vete de aqui|vete a la|anda a la|tomatelas|te voy a matar|te mato|te odio|salite de|sal de mi|sal de aqui|salgan de aqui)\b`,
  ].join('|'),
);

/** Whether words inside quotation marks, folded, are said in anger to someone (either language's). */
export function isHostileSpeech(words: readonly string[], languages: readonly string[]): boolean {
  return matchesInEither(words, languages, HOSTILE_EN, HOSTILE_ES);
}

/** Whether folded words match the pattern of any of the dream's languages. */
function matchesInEither(words: readonly string[], languages: readonly string[], en: RegExp, es: RegExp): boolean {
  const said = words.join(' ');
  return (languages.includes('en') && en.test(said)) || (languages.includes('es') && es.test(said));
}

/**
 * The verbs that say who spoke, before the quotation or after it ("he snapped, '...'", "'...,' said the
 * man", "-... -me gritó"), folded. Present and past: a third of dreams are told in the present.
 */
export const SPEECH_VERBS = new Set(
  [
    // English
    'say says said saying tell tells told telling shout shouts shouted shouting yell yells yelled yelling',
    'snap snaps snapped snapping scream screams screamed screaming hiss hisses hissed mutter mutters muttered',
    'bark barks barked sneer sneers sneered goes went whisper whispers whispered reply replies replied',
    'answer answers answered add adds added growl growls growled roar roars roared bellow bellows bellowed',
    'shriek shrieks shrieked spat spits grumble grumbles grumbled moan moans moaned scold scolds scolded',
    // Spanish
    'dijo dice decia decian dijeron dije grito grita gritaba gritaban gritaron contesto contesta contestaba',
    'respondio responde respondia solto suelta espeto pregunto pregunta murmuro murmura susurro susurra',
    'exclamo exclama chillo chilla repetia repite rezongo reclamo reclama bramo brama aullo refunfuno',
    'announced announces remarked remarks commented comments declared declares anuncio comento',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Criticism and accusation told rather than quoted ("told me I was the slowest picker he'd ever had",
 * "said she'd always known I'd fail", "told my aunties I'd lost the plot", "me dijo que era una
 * inútil"): the words after the verb of speaking and the one spoken to, folded.
 */
/** How someone runs down what the dreamer made ("cheap", "stale", "a mess"), in both readers below. */
const BAD_QUALITIES_EN =
  'cheap|tacky|awful|horrible|disgusting|terrible|rubbish|ugly|cold|soggy|stale|burnt|raw|crooked|a mess|a disgrace';

const REPORTED_EN = new RegExp(
  [
    String.raw`^(?:that )?(?:i|we|he|she|they|you)(?:m| am|re| are| was| were|d| had| would| wasnt| werent| hadnt)? (?:(?:always|never|just|really|still) )?(?:been )?(?:the (?:slowest|worst|laziest|stupidest|ugliest|most useless)|too (?:slow|soft|fat|old|loud|lazy|stupid)|far too|useless|hopeless|pathetic|stupid|lazy|an? (?:disgrace|idiot|joke|liar|cheat|thief|failure|loser|embarrassment)|a waste|lost the plot|not (?:even )?trying|to blame|fail|failed|sworn at|stolen|cheated|lied|ruined|broken it|brought it on|no good|doing it (?:all )?wrong|on the wrong|in the wrong|not welcome|banned|barred|fired|sacked)`,
    String.raw`^(?:that )?(?:(?:it|this|that) (?:was|is|were) (?:all )?(?:my|our|his|her|their) (?:own )?fault)`,
    // "said I hadn't applied for enough jobs", "that I should have leaned forward".
    String.raw`^(?:that )?(?:i|we) (?:hadnt|didnt|wasnt|werent|couldnt) (?:\w+ ){0,4}(?:enough|properly|right)\b`,
    String.raw`^(?:that )?(?:i|we) (?:should|shouldve|shouldnt|ought to)(?: of| have)? \w+`,
    String.raw`^(?:that )?(?:(?:he|she|they)(?:d| had)? (?:always|never) (?:known|thought|liked)|(?:he|she|they) (?:hated|hates|despised))`,
    String.raw`^(?:he|she|they)(?:d| had| would)? (?:always )?known (?:i|we)(?:d| would) (?:fail|mess|ruin)`,
    // What someone says of how the dreamer looks, sounds or smells ("said I looked like a meringue",
    // "told me I smelled of onions"), unless it is praise; how they do something ("said I was holding
    // her wrong"); the dreamer made out as something ("told me I was flat", "I'd got fat").
    String.raw`^(?:that )?(?:i|we) (?:look|looked|looks|sound|sounded|smell|smelled|smelt|smells|stink|stank|stunk)(?: (?:like|of)) (?!(?:an? )?(?:angel|princess|queen|king|model|film star|movie star|million|dream|picture|prince)\b)`,
    String.raw`^(?:that )?(?:i|we)(?:m| am|re| are| was| were)? (?:\w+ing) (?:\w+ ){0,3}(?:all )?(?:wrong|badly|like an idiot)\b`,
    // What the dreamer made or owns run down ("told everybody my corners didn't match", "said our
    // sandwiches were dry"); a last warning.
    String.raw`^(?:that )?(?:my|our|the) (?:\w+ ){1,3}(?:was|were|is|are|looked|tasted|sounded|smelled)(?: all| a bit)? (?:${BAD_QUALITIES_EN}|too \w+|dry|wrong|useless|out of date|not good enough|fake|a fake|stolen|stone cold|bland|lumpy|greasy|a menace|a nuisance|a joke|filthy|dirty)\b`,
    String.raw`^(?:that )?(?:my|our) (?:\w+ ){1,3}(?:didnt|dont|doesnt) (?:match|fit|work)\b`,
    String.raw`\bon (?:my|our) (?:final|last) warning\b`,
    // "yelling at Brody that he skated like a pylon", "I'd never find a husband".
    // "said I was moving like a wardrobe", "shouting that I ran like a grandmother".
    String.raw`^(?:that )?(?:he|she|they|i|we|you)(?: was| were)? (?:\w+ed|\w+ing|ran|swam|sang|drove|threw|rode|spoke|wrote|ate|fought|sat|stood) like an? (?!(?:angel|pro|professional|champion|star|dream|natural|queen|king|bird|swan|dancer|model|boss)\b)\w+`,
    // What the dreamer made likened to something ("told me my pierogi looked like little footballs"),
    // unless praise; a mess made of it ("I was making a dog's dinner of it").
    String.raw`^(?:that )?(?:my|our) (?:\w+ ){1,3}(?:looked|looks|look|tasted|tastes|taste|smelled|smells|sounded|sounds) like (?!(?:an? )?(?:dream|picture|million|angel|professional|pro|work of art|masterpiece|heaven)\b)`,
    String.raw`^(?:that )?(?:i|we)(?: was| were|m| am|re| are)? making (?:a |an )?(?:mess|dogs dinner|hash|pigs ear|bags|balls|right mess|total mess) of\b`,
    // Doing too much or too little ("I was putting on too much syrup"); no control ("I had no control over
    // my class").
    String.raw`^(?:that )?(?:i|we)(?: was| were|m| am|re| are)? \w+ing (?:\w+ ){0,3}(?:too much|too many|too little|not enough)\b`,
    String.raw`^(?:that )?(?:i|we)(?: had| have|d|ve)? (?:got )?no (?:control|idea|clue|business|manners|talent|right)\b`,
    // Worse than someone ("yelling up at me that I was slower than his grandma"); an accusation ("said I
    // was picking on her son").
    String.raw`^(?:that )?(?:i|we|you)(?:m| am|re| are| was| were)? (?:(?:so|much|even|way) )?(?:slower|worse|uglier|fatter|lazier|dumber|weaker|thicker) than\b`,
    String.raw`^(?:that )?(?:i|we)(?: was| were|d| had)? (?:been )?(?:picking on|bullying|hitting|stealing|lying|cheating|spying on|stalking|rigging|smashing)\b`,
    // A cheat alleged ("said it was fixed"); no effort ("I'd not even tried").
    String.raw`^(?:that )?(?:it|the \w+|the whole thing)(?: was| had been) (?:fixed|rigged|a fix|a fiddle)\b`,
    String.raw`^(?:that )?(?:i|we)(?:d| had)? (?:not even tried|hadnt even tried|didnt even try|rigged|fixed it|fiddled)\b`,
    String.raw`^(?:that )?(?:i|we)(?:d| would)? never (?:find|get|be|make|amount|learn)\b`,
    String.raw`^(?:that )?(?:i|we)(?:m| am|re| are| was| were|d| had|ve| have)(?: (?:always|just|really|so|getting))? (?:got |gone |been )?(?:flat|fat|ugly|old|late|rude|selfish|boring|weird|crazy|mad|mental|thick|dim|slow|greedy|a coward|wrong|cheap|nosy|nosey|a snob|a drunk|drunk|off key|out of tune|past it|a nuisance|a pest|a disappointment|a bad (?:mother|father|mum|dad|wife|husband|friend|son|daughter|teacher|driver))\b`,
  ].join('|'),
);
const REPORTED_ES = new RegExp(
  [
    String.raw`^que (?:yo |nosotros |nosotras )?(?:era|eramos|soy|somos|estaba|fui) (?:un |una |muy |tan |re |(?:los |las |el |la )?mas )?(?:inutil|tonto|tonta|idiota|estupido|estupida|vago|vaga|desastre|verguenza|lento|lenta|flojo|floja|mediocre|ridiculo|ridicula|mentiroso|mentirosa|la culpable|el culpable|el peor|la peor|lo peor)`,
    String.raw`^que (?:(?:todo )?(?:era|fue|es) (?:mi|nuestra) culpa|la culpa (?:era|fue|es) (?:mia|nuestra))`,
    String.raw`^que (?:seguro |a lo mejor |de seguro )?(?:(?:yo )?(?:lo |la |los |las )?(?:habia|habiamos) (?:roto|robado|arruinado|mentido|perdido|rayado|quebrado)|me (?:largara|fuera|callara)|no (?:servia|valia) para nada)`,
    // "me dice que la rompí yo por no saber andar": the dreamer blamed in the first person.
    String.raw`^que (?:seguro )?(?:yo )?(?:lo |la |los |las )?(?:rompi|perdi|arruine|robe|raye|quebre|manche|descompuse)\b`,
    // "le contestó que se ocupe de lo suyo", "que se meta en lo suyo".
    String.raw`\bque se (?:ocupe|ocupara|meta|metiera) (?:de|en) lo suyo\b`,
    // "me dijo que había engordado y que así no me iba a cerrar".
    String.raw`^que (?:yo )?(?:habia engordado|engorde|habia subido de peso|estaba mas gorda|estaba mas gordo)\b`,
    // Sent off, told anywhere in what is said ("nos dijo que ese era su lugar y que nos fuéramos").
    String.raw`\bque (?:me|nos|se|te) (?:fuera|fueramos|fueran|largara|largaramos|largaran|callara|callaramos|callaran|bajara|bajaramos|bajaran|saliera|salieramos|salieran|marchara|marcharamos|marcharan|quitara|quitaramos|quitaran)\b`,
    // "que si no le gustaba se fuera a otro lado"; "que no volviera más" (sent off for good).
    String.raw`\bse (?:fuera|fueran|largara|largaran|marchara|marcharan) a (?:\w+ ){0,3}(?:otro lado|otra parte|otro sitio|su casa)\b`,
    String.raw`\bque no (?:volviera|volvieran|volvieramos|vuelva|vuelvan) (?:mas|nunca)\b`,
    // What the dreamer made likened to something ("que mis puros parecían chilotes torcidos"), unless praise.
    String.raw`^que (?:mis?|nuestr[oa]s?|tus?) \w+(?: \w+)? (?:parecen|parecian|parece|parecia) (?!(?:de )?(?:una? )?(?:princesa|reina|rey|principe|modelo|angel|obra|joya|profesional|artista|tienda|revista|pelicula)\b)`,
    // "dijo que parecía un merengue", "que olía a cebolla" (no un halago), "que lo hacía todo mal", "que
    // estaba gorda", "que cantaba fatal".
    String.raw`^que (?:yo )?(?:parecia|parezco|pareciamos|olia|huelo|oliamos|apestaba) (?:a |un |una )?(?!(?:una? )?(?:princesa|reina|rey|principe|modelo|angel|actriz|artista de cine)\b)`,
    String.raw`^que (?:yo )?(?:era|eramos|estaba|estabamos|soy|estoy|me habia puesto|me puse) (?:muy |re |tan |bien )?(?:gorda|gordo|fea|feo|vieja|viejo|loca|loco|borracha|borracho|equivocada|equivocado|desafinada|desafinado|una exagerada|un exagerado|una mala (?:madre|hija|amiga|esposa)|un mal (?:padre|hijo|amigo|esposo))\b`,
    String.raw`^que (?:yo )?(?:lo |la |los |las )?\w+(?:aba|ia|o) (?:todo )?(?:fatal|muy mal|mal|pesimo|horrible|como el culo)\b`,
    // "que yo lanzaba como una niña", "que yo no sabía ni echar tortillas", "que ya estoy viejo" (told
    // anywhere in what is said).
    String.raw`^que (?:yo )?\w+(?:aba|ia) como (?:una? )?(?:nina|ninita|nino|ninito|nena|nenita|nene|bebe|vieja|viejita|senorita|mujercita|abuelita)\b`,
    String.raw`^que (?:yo )?no (?:sabia|se|servia|valia|podia) (?:ni )?\w+`,
    String.raw`\bque (?:yo )?(?:ya )?(?:yo )?(?:estoy|estaba|soy|era) (?:muy |bien |re )?(?:viejo|vieja|ruco|ruca|gorda|gordo|fea|feo|loca|loco|inutil)\b`,
  ].join('|'),
);

/**
 * What the dreamer made likened to something bad, with no "I" in it ("said they were like rocks", "it
 * looked like something the dog threw up"): criticism of the dreamer whoever is told.
 */
const WHAT_WAS_MADE_RUN_DOWN_EN = new RegExp(
  String.raw`^(?:that )?(?:(?:they|it|these|those|mine|ours)(?: were| was| are| is| looked| tasted| smelled)(?: just)? like (?:rocks?|bricks?|cardboard|rubber|leather|concrete|glue|mush|sawdust|dishwater|sick|vomit|something the)|(?:it|they|mine|ours)(?: was| were| is| are| looked| looks| tasted| tastes| smelled| smells| felt| sounded)(?: a bit| really| so| too| all| just)? (?:${BAD_QUALITIES_EN})|an? (?:child|baby|kid|toddler|monkey|five year old|blind man) could (?:\w+ )?(?:do (?:it |that )?)?better)\b`,
);

/** Whether the words told after a verb of speaking run down something the dreamer made (English). */
export function runsDownWhatWasMade(words: readonly string[], languages: readonly string[]): boolean {
  return languages.includes('en') && WHAT_WAS_MADE_RUN_DOWN_EN.test(words.join(' '));
}

/** Whether the words told after "told me", "me dijo" blame or belittle the one told. */
export function isReportedCriticism(words: readonly string[], languages: readonly string[]): boolean {
  return matchesInEither(words, languages, REPORTED_EN, REPORTED_ES);
}

/**
 * Words that run someone or their work down ("it's a disgrace", "not acceptable", "blind", "copied",
 * "una inútil", "un desastre"), with the insults the lists call people: a remark that holds one of them
 * and is about the one spoken to is criticism (HVdC's verbal aggression), however it is phrased.
 */
const RUNNING_DOWN_EN = new Set([
  ...INSULTS_EN.map((insult) => insult.replace(/^an? /, '')),
  ...'disgrace disgraceful horrible awful terrible rubbish crap shite rotten ridiculous embarrassing mess filthy disgusting unacceptable blind slowest worst incompetent rude selfish copied cheated cheating lied lying stole stolen ruined wrecked fault blame freak clown fool idiot moron'.split(
    ' ',
  ),
]);
const RUNNING_DOWN_PHRASES_EN =
  /\b(?:not acceptable|on purpose|deliberately|(?:not|werent|wasnt|arent|isnt) good enough|wasting (?:everybodys|everyones|my|our|his|her|your|their|the) time|disappointed in|holding (?:everyone|everybody|us|them|things|the group) up|should never have|where (?:she|he|they|you) (?:can|could) (?:put|stick|shove)|requires improvement|needs improvement|no good|doing it wrong|got it wrong|too slow|too soft|a waste of|lost the plot|looked like a jumble|should be ashamed)\b/;
const RUNNING_DOWN_ES = new Set([
  ...INSULTS_ES,
  ...'verguenza horrible terrible basura porqueria ridiculo ridicula desastre sucio sucia culpa mentira copiaste copiado copio chapuza narco irresponsable largara largaran mandon mandona afano estafa robaste arruinaste rompiste torpe bruto bruta inservible inaceptable grosero grosera pesado pesada exagerado exagerada payaso payasa escandaloso escandalosa chismoso chismosa metiche abusivo abusiva maleducado maleducada descarado descarada'.split(
    ' ',
  ),
]);
const RUNNING_DOWN_PHRASES_ES =
  /\b(?:no sabia ni|no sabes ni|no sabe ni|no sirve|no sirves|no servis|no vale|no vales|el peor|la peor|lo peor|mal hecho|lo hiciste mal|lo hice mal)\b/;

/** Whether words said (folded) run someone or something down. */
export function runsDown(words: readonly string[], languages: readonly string[]): boolean {
  return (
    (languages.includes('en') && words.some((w) => RUNNING_DOWN_EN.has(w))) ||
    (languages.includes('es') && words.some((w) => RUNNING_DOWN_ES.has(w))) ||
    matchesInEither(words, languages, RUNNING_DOWN_PHRASES_EN, RUNNING_DOWN_PHRASES_ES)
  );
}

/** Words that say the remark is about the dreamer or the one spoken to ("I", "my", "you", "tu"). */
export const ABOUT_THE_LISTENER = new Set(
  'i im id ive my mine me you youre youve your yours yourself yo mi mis tu tus te vos usted eres sos estas'.split(' '),
);
/** Words that say a remark told to someone else is about them ("told him he was horrible"). */
export const ABOUT_THE_ONE_TOLD = new Set(
  'he hes she shes they theyre his her their him them el ella ellos su sus'.split(' '),
);

/** Words that praise someone or what they did ("doing great", "her favourite", "the best"). */
const PRAISE_EN = new Set(
  'brilliant brilliantly amazing amazingly perfect perfectly wonderful wonderfully beautiful gorgeous lovely fantastic great proud favourite favorite kindest genius superstar legend natural'.split(
    ' ',
  ),
);
const PRAISE_PHRASES_EN =
  /\b(?:did good|did well|done well|well done|doing well|the best|the (?:fastest|quickest|smartest|bravest|kindest|nicest|strongest|cleverest|finest|hardest working)|a (?:good|great|lovely|brilliant) (?:child|girl|boy|lad|lass|kid|worker|son|daughter|friend|person|mother|father|mum|dad|teacher|nurse))\b/;
const PRAISE_ES = new Set(
  'precioso preciosa hermoso hermosa guapo guapa bonito bonita perfecto perfecta maravilloso maravillosa buenisimo buenisima buenisimos buenisimas riquisimo riquisima riquisimas deliciosas deliciosos genial orgulloso orgullosa favorito favorita crack idolo campeon campeona lindo linda'.split(
    ' ',
  ),
);
const PRAISE_PHRASES_ES = /\b(?:lo hiciste bien|lo hizo bien|muy bien|el mejor|la mejor|su mejor|mi mejor)\b/;

/** Words that turn praise round ("not good enough", "never the best", "no era lindo"). */
const PRAISE_NEGATORS = new Set(['not', 'never', 'no', 'nunca', 'isnt', 'wasnt', 'nothing', 'less']);

/** Whether reported words, folded, praise someone (checked after criticism, which wins). */
export function praises(words: readonly string[], languages: readonly string[]): boolean {
  if (words.some((word) => PRAISE_NEGATORS.has(word))) return false;
  return (
    (languages.includes('en') && words.some((w) => PRAISE_EN.has(w))) ||
    (languages.includes('es') && words.some((w) => PRAISE_ES.has(w))) ||
    matchesInEither(words, languages, PRAISE_PHRASES_EN, PRAISE_PHRASES_ES)
  );
}

/**
 * Orders that send someone off, silence them or rein them in, after "told X" ("to wait outside", "to
 * behave", "to mind her own business") or "le dijo" ("que se callara", "que se fuera"): HVdC's A2.
 */
const ORDER_EN =
  /^(?:both |all )?to (?:stop|quit|show (?:some )?respect|have (?:some )?respect|leave|take a hike|find (?:somewhere|someplace|some place) else|get to the back|go to the back|go (?:away|home|and wait|back)|get (?:out|off|lost|back)|wait (?:outside|in the car)|behave|sit down|clear off|pack it in|grow up|keep (?:quiet|it down|(?:her|his|their|your|our) (?:opinions|voices?|hands))|mind (?:her|his|their|your|our) (?:own|manners)|put (?:it|them|that) back|give (?:it|her|him|them|that) back|shut up|be quiet|back off|pick on someone)/;
const ORDER_ES =
  /^(?:\S+ ){0,2}que (?:(?:se|me|nos) (?:callara|callaran|callen|calle|fuera|fueran|largara|largaran|larguen|sentara|sentaran|saliera|salieran)|(?:me|nos|lo|la|los|las) dejara(?:n)? (?:en paz|tranquil)|(?:\S+ ){0,4}dejara(?:n)? de (?:hacer teatro|hacer el ridiculo|hacer escandalo|hacer show|molestar|joder|fregar|payasear))/;

/** Whether the words after "told X" or "le dijo", folded, are an order that sends off or silences. */
export function isAnOrder(words: readonly string[], languages: readonly string[]): boolean {
  return matchesInEither(words, languages, ORDER_EN, ORDER_ES);
}
