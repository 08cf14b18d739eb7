// Nineteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 40 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), six of them in the present and the rest in the past, one under fifty words and two
// typed in a hurry without capitals, some with dialogue in «» or after a dash, in situations the earlier
// batches did not use: a Sunday at the Rastro of Madrid, the Descenso del Sella in a canoe, diving from
// La Quebrada in Acapulco, the seismic alert on an eleventh floor on Reforma, a penalty at the
// Bombonera, the river of colours of Caño Cristales, the ascensor Artillería of Valparaíso climbing into
// the clouds, a light plane over the Nazca lines, the conga of Los Hoyos in the carnival of Santiago de
// Cuba, a night shift in an arepera in Caracas, the line of the Mitad del Mundo near Quito, the dinosaur
// footprints of Cal Orck’o in Sucre, a night without electricity at Cabo Polonio, the spillways of
// Itaipú, the market of Chichicastenango, sandboarding down the Cerro Negro near León, rafting on the
// Pacuare, a tiny island of San Blas at sunset, the summit of the Pico Duarte and an old tank on Playa
// Flamenco in Culebra. Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Venezuelan,
// Ecuadorian, Bolivian, Uruguayan, Paraguayan, Guatemalan, Nicaraguan, Costa Rican, Panamanian,
// Dominican and Puerto Rican usage (me giro, los cacharros, un chaval, muerto de vergüenza, un montonal,
// me regreso por mi celular, el piso, mi viejo, pibe, la popular, los hinchas, el piyama, las
// zapatillas, tenaz, la polola, el encargado, la avioneta, arrollar, la chancleta, sudar la gota gorda,
// chamo, la cola, la represa, el ómnibus, a upa, el güipil, regatear, las gradas, los overoles, se me
// volteó, jalar, se dio vuelta, el lanchero, en la mañana, mija, los nenes, cuando la Marina). About
// three quarters are plain everyday dreams with the ordinary images of dream reports (a lost toy and a
// crowd, a river and swimming, a cliff and a fall into the sea, an earthquake, a river and a waterfall,
// a stuck carriage over the sea, a carnival and dancing, teeth, a son out of reach, a chase, a flood and
// a bus afloat, a volcano and a fall, drowning under a raft, an island and the tide, a mountain and a
// father who is gone at sunrise) and no deliberate traps, written to see that the analysis finds everything
// that is there and nothing that is not; what they list under `notThere` is only what ordinary words
// bring with them ("buscando una lámpara", "la que perdí en la mudanza", "se reía", "muerto de
// vergüenza", "me estrellaba" only feared, "el corazón a mil", "se caen los monitores", "llorando" of a
// boss, Caño Cristales, the ascensor that is a funicular and its carro, "a mitad de camino", "muerta de
// miedo", "un mar de gente" and "sola", "trabajo en", "el corazón en la boca", a niece "fascinada",
// "caer" of water, an ómnibus "flotando", León, the ceniza that "quemaba", crying "del susto y del
// alivio", "tranquila" only said, "pescado frito", "como un mar blanco"). The other quarter (the
// Bombonera, Nazca, Cabo Polonio, Chichicastenango, Culebra) hold the few traps people write without
// meaning to: idioms and sayings ("la pelota se fue a la luna", "se mataba de risa", "se muere por uno",
// "se me fue el alma a los pies", "como un cristal", "roncando como viejos"), names and compounds
// holding lexicon words (Los Ángeles, Culebra, los lobos marinos), images only drawn (the monkey, the
// spider and the dog of the Nazca lines, "volaba en una avioneta"), negated images ("sin luz
// eléctrica", "ni una lamparita"), a thing only mentioned (an aunt in Los Ángeles), a father's death
// before the scene, and feelings that are someone else's (a wife "tan tranquila"). Gendered words as
// written: madre, señor, primo, chaval, jefe, viejo, novia, polola, tío, hermana, hijo, sobrina, amigas,
// papá, hermanito, mamá, señores, novio, señora, esposo, esposa. `notFelt` repeats the feelings
// of `notThere` that are named but not the dreamer's as felt. None of the named people come back from
// earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_19: readonly EvaluationDream[] = [
  // Spain (Madrid), in the present. The Rastro is a flea market (shop); the mother (madre as written) and
  // the crowd (gentío). Looking for a lamp is searching, but the lamp is never found (no candle). The old
  // man at the stall (wise_elder, written señor) sells the dreamer's own doll (toy), the turn, in her
  // checked dress (clothes); the move is only where she was lost (no moving). "Una angustia enorme" is
  // anxiety.
  {
    id: 'es19-rastro',
    title: 'El Rastro',
    text: 'Es domingo y estoy en el Rastro con mi madre, buscando una lámpara para el salón. Hay tanto gentío que no se puede ni andar. En un puesto, un señor mayor vende cacharros viejos y entre ellos está mi muñeca de cuando era pequeña, la que perdí en la mudanza, con su vestido de cuadros. Le pregunto cuánto cuesta y me dice: —Esa no se vende, es tuya. Me giro para enseñársela a mi madre, pero ya no está a mi lado. Me entra una angustia enorme.',
    symbols: ['shop', 'searching', 'toy', 'clothes'],
    people: ['mother', 'crowd', 'wise_elder'],
    emotions: ['anxiety'],
    notThere: ['candle', 'moving'],
    written: { mother: 'madre', wise_elder: 'señor' },
    turn: ['toy'],
    outsideLexicon: ['puesto', 'cacharros'],
  },
  // Spain (Asturias). A plain dream. The canoe (piragua: boat) with the cousin (family, primo as written)
  // on the river; the cold water, swimming without getting anywhere; the people on the bridge (crowd),
  // whose laughter is theirs (no joy); the Red Cross lad (stranger, written chaval). "Muerto de
  // vergüenza" is shame, no death.
  {
    id: 'es19-sella',
    title: 'El Descenso del Sella',
    text: 'Estaba en Arriondas, en el Descenso del Sella, en una piragua doble con mi primo Borja, que no había remado en su vida. Sonó el cañonazo de salida y todo el mundo se tiró al río corriendo. Nosotros volcamos en la primera curva. El agua estaba helada y la corriente me arrastraba entre las piedras; yo nadaba y no avanzaba. Desde el puente la gente nos gritaba y se reía, y un chaval de la Cruz Roja me sacó de un tirón. Acabé empapado, muerto de vergüenza.',
    symbols: ['boat', 'river', 'water', 'swimming', 'bridge'],
    people: ['family', 'crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['joy', 'death'],
    notFelt: ['joy'],
    written: { family: 'primo', stranger: 'chaval' },
    outsideLexicon: ['piragua', 'corriente', 'piedras'],
  },
  // Mexico (Acapulco). A plain dream. Climbing barefoot (feet) up the rocks of the cliff, the audience
  // (público: crowd), the sea (ocean) and the wave; crashing on the bottom is only feared (no accident).
  // The jump and the long fall (falling), the water. "El corazón a mil" is fear (no heart); "feliz" joy.
  {
    id: 'es19-quebrada',
    title: 'La Quebrada',
    text: 'Soñé que estaba en Acapulco, en La Quebrada, y que yo era uno de los clavadistas. Trepé descalzo por las rocas del acantilado hasta lo más alto, con el público abajo aplaudiendo. Me persigné como hacen ellos y me quedé mirando el mar: tenía que esperar a que entrara la ola, porque si no, me estrellaba contra el fondo. Salté. Caí y caí un montonal de tiempo, y justo antes de tocar el agua me desperté. Tenía el corazón a mil, pero estaba feliz, feliz.',
    symbols: ['climbing', 'feet', 'cliff', 'ocean', 'wave', 'falling', 'water'],
    people: ['crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['accident', 'heart'],
    outsideLexicon: ['clavadistas', 'rocas'],
  },
  // Mexico (Ciudad de México), in the present, typed in a hurry. The office, the seismic alert and the
  // earthquake (temblor), running for the stairs (fleeing), the phone (celular), the broken glass
  // (vidrios), the legs shaking (feet), the street (road). The monitors falling are no fall of the
  // dreamer's; the boss (jefe as written) crying is his (no sadness). "Aterrada" is fear.
  {
    id: 'es19-alerta',
    title: 'La alerta',
    text: 'estoy en la oficina, en un piso once de Reforma, y empieza a sonar la alerta sísmica, ese sonido que te eriza la piel. todos corremos a la escalera pero yo me regreso por mi celular como tonta. es un temblor fuertísimo, el edificio se mueve como gelatina, se caen los monitores, se rompen los vidrios. bajo los once pisos con las piernas temblando y en la calle mi jefe me abraza llorando. no puedo parar de temblar, estoy aterrada',
    symbols: ['office', 'earthquake', 'stairs', 'fleeing', 'phone', 'glass', 'feet', 'road'],
    people: ['boss'],
    emotions: ['fear'],
    notThere: ['falling', 'sadness'],
    notFelt: ['sadness'],
    written: { boss: 'jefe' },
    outsideLexicon: ['alerta sísmica', 'edificio', 'monitores'],
  },
  // Argentina (Buenos Aires). The father (viejo as written) is there, his death only before the scene (no
  // death); "como cuando yo era pibe" is a memory. The fans singing (singing, crowd), the coach
  // (stranger), the pyjamas (clothes) and trainers (shoes). "La pelota se fue a la luna" is a saying (no
  // moon), "se mataba de risa" his laughter (no killing). "No sabía dónde meterme" is shame, "tan
  // contento" joy.
  {
    id: 'es19-bombonera',
    title: 'La Bombonera',
    text: 'Estaba en la Bombonera con mi viejo, como cuando yo era pibe, en la popular, apretados entre miles de hinchas que cantaban sin parar. Mi viejo murió hace seis años, pero ahí estaba, con la camiseta de Boca y el gorrito de lana. En el último minuto cobraron penal y el técnico me señaló a mí: tenía que patearlo yo, en piyama y zapatillas. La cancha entera se quedó en silencio. Le pegué y la pelota se fue a la luna. Mi viejo se mataba de risa. Yo no sabía dónde meterme, pero estaba tan contento de verlo.',
    symbols: ['singing', 'clothes', 'shoes'],
    people: ['father', 'crowd', 'stranger'],
    emotions: ['shame', 'joy'],
    notThere: ['death', 'moon', 'killing'],
    written: { father: 'viejo' },
    outsideLexicon: ['cancha', 'pelota', 'gorrito'],
  },
  // Colombia (Meta). A plain dream. Caño Cristales is a name (no glass). The girlfriend (novia as written)
  // and the guide (stranger); the river, the water of the pool, swimming, the sun on the face. "Un amor
  // tenaz" is love; wanting to cry "de lo bonito" is wonder, no sadness.
  {
    id: 'es19-cano-cristales',
    title: 'El río de colores',
    text: 'Estaba en Caño Cristales, en la Macarena, con mi novia y un guía, y el río era de todos los colores: rojo, amarillo, verde, como si alguien lo hubiera pintado. Nos dejaron bañarnos en una poza y el agua era tan clara que se veía cada piedrita del fondo. Mi novia se metió conmigo y nadamos juntas hasta una cascada. Nos quedamos debajo, abrazadas, con el sol en la cara. Yo sentía un amor tenaz por ella y por todo. Me desperté con ganas de llorar de lo bonito.',
    symbols: ['river', 'water', 'swimming', 'sun', 'face'],
    people: ['girlfriend', 'stranger'],
    emotions: ['love', 'wonder'],
    notThere: ['glass', 'sadness'],
    notFelt: ['sadness'],
    written: { girlfriend: 'novia' },
    outsideLexicon: ['poza', 'cascada', 'piedrita'],
  },
  // Chile (Valparaíso). A plain dream. The ascensor is a funicular, whose carriage is "el carro" (no
  // elevator, as the chairlift in en17-chairlift, and no car); "a mitad de camino" is halfway (no road).
  // The girlfriend (polola as written), the hill (mountain), stuck hanging (trapped), the sea (ocean),
  // the attendant (stranger). Her laughter is hers (no joy). "Muerta de miedo" is fear, no death.
  {
    id: 'es19-ascensor',
    title: 'El ascensor',
    text: 'Subía en el ascensor Artillería, en Valparaíso, con mi polola, en uno de esos carritos de madera viejísimos que suben el cerro por un riel. A mitad de camino se detuvo con un crujido y quedamos colgando, mirando los techos de colores y el mar allá abajo. El encargado nos gritaba algo desde arriba, pero no se le entendía. Después el carro empezó a subir solo, más y más, por encima del cerro, hasta las nubes. Mi polola se reía. Yo estaba muerta de miedo.',
    symbols: ['mountain', 'trapped', 'ocean'],
    people: ['girlfriend', 'stranger'],
    emotions: ['fear'],
    notThere: ['elevator', 'car', 'road', 'joy', 'death'],
    notFelt: ['joy'],
    written: { girlfriend: 'polola' },
    outsideLexicon: ['funicular', 'riel', 'techos', 'nubes'],
  },
  // Peru (Nazca). The light plane (avioneta: plane); flying in it is no flight of the dreamer's. The
  // uncle (family, tío as written) and the pilot (stranger). The monkey, the spider and the dog are only
  // drawn on the desert (no monkey, spider or dog); the hummingbird that comes alive is a bird, the turn,
  // and its flying its own. The photos and the phone; the sick bag (bolsita) is no luggage. "Maravillada"
  // is wonder.
  {
    id: 'es19-nazca',
    title: 'Las líneas',
    text: 'Volaba en una avioneta sobre las líneas de Nazca con mi tío Wilfredo, que se mareaba con solo mirar para abajo. El piloto iba inclinando el ala para que viéramos las figuras: el mono con su cola enrollada, la araña, el colibrí, el perro. Yo les sacaba fotos con el celular. De pronto el colibrí movió las alas, se despegó del desierto y se puso a volar junto a nosotros, enorme, del tamaño de la avioneta. Mi tío ni se dio cuenta: estaba vomitando en una bolsita. Yo me quedé maravillada.',
    symbols: ['plane', 'photo', 'phone', 'desert', 'bird'],
    people: ['family', 'stranger'],
    emotions: ['wonder'],
    notThere: ['flying', 'monkey', 'spider', 'dog', 'luggage'],
    written: { family: 'tío' },
    turn: ['bird'],
    outsideLexicon: ['líneas de Nazca', 'colibrí', 'bolsita'],
  },
  // Cuba (Santiago de Cuba). A plain dream. The carnival (party), the conga with its cornet and drums
  // (singing), dancing with the sister (hermana as written), the crowd (multitud), the slipper lost
  // (chancleta: shoes), barefoot (feet), searching for the sister. The sea (ocean) at dawn is real, though
  // "un mar de gente" is not; "sola" is alone, no loneliness. "Contenta" is joy.
  {
    id: 'es19-conga',
    title: 'La conga',
    text: 'Era el carnaval de Santiago de Cuba y me arrastró la conga de Los Hoyos, con la corneta china y los tambores. Yo iba arrollando con mi hermana Yudith, bailando y sudando la gota gorda entre un mar de gente. En una esquina se me zafó una chancleta y seguí descalza. Mi hermana se quedó atrás entre la multitud; la busqué un rato, pero nada. Ya era de madrugada cuando la conga me dejó frente al mar, sola. Estaba rendida, pero contenta como pocas veces.',
    symbols: ['party', 'singing', 'dancing', 'shoes', 'feet', 'searching', 'ocean'],
    people: ['sister', 'crowd'],
    emotions: ['joy'],
    notThere: ['loneliness'],
    notFelt: ['loneliness'],
    written: { sister: 'hermana' },
    outsideLexicon: ['conga', 'corneta china', 'tambores'],
  },
  // Venezuela (Caracas), in the present, short and typed in a hurry. "Trabajo en" is a verb (no office).
  // The teeth coming out into the arepas (food); the customers (strangers). "Qué vergüenza" is shame.
  {
    id: 'es19-arepera',
    title: 'La arepera',
    text: 'trabajo en una arepera en Caracas a las tres de la mañana y cada vez que muerdo una arepa se me sale un diente. los clientes hacen cola y nadie se da cuenta. yo sigo rellenando arepas con los dientes mezclados en el queso. qué vergüenza chamo',
    symbols: ['teeth', 'food'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['office'],
    outsideLexicon: ['arepera', 'queso'],
  },
  // Ecuador (Quito), in the present. A plain dream. The son (hijo as written), the midday sun, the guide
  // (stranger), the egg on the nail; the line opening between them, the hand stretched out. "Un nudo en
  // la garganta" is sadness, "el corazón en la boca" fear (no heart).
  {
    id: 'es19-mitad-del-mundo',
    title: 'La Mitad del Mundo',
    text: 'Estoy en la Mitad del Mundo, al norte de Quito, con mi hijo de ocho años, con el sol del mediodía encima, cada uno parado a un lado de la línea amarilla. El guía nos pone a equilibrar un huevo sobre un clavo y a mi hijo le sale a la primera. De pronto la línea se abre como una grieta enorme y él queda del otro lado, cada vez más lejos, llamándome. Yo estiro la mano y no lo alcanzo. Me despierto con un nudo en la garganta y el corazón en la boca.',
    symbols: ['sun', 'hands'],
    people: ['son', 'stranger'],
    emotions: ['sadness', 'fear'],
    notThere: ['heart'],
    written: { son: 'hijo' },
    outsideLexicon: ['línea del ecuador', 'huevo', 'clavo', 'grieta'],
  },
  // Bolivia (Sucre). A plain chase. The niece (family, sobrina as written), whose fascination is hers (no
  // wonder); the footprints moving down the wall after them (chased), the hand, running to the minibus
  // (fleeing, bus). "Aterrada" is fear.
  {
    id: 'es19-sucre',
    title: 'Las huellas',
    text: 'Estaba en Sucre, en Cal Orck’o, mirando la pared de las huellas de dinosaurio con mi sobrina, que estaba fascinada. Era un muro de roca inmenso, casi vertical, lleno de pisadas. De repente escuché un ruido como de camión y una de las huellas empezó a moverse, y después otra, y otra: algo invisible bajaba caminando por la pared, directo hacia nosotras. Agarré a mi sobrina de la mano y corrimos hasta el minibús, con esas pisadas detrás, cada vez más cerca. Yo estaba aterrada.',
    symbols: ['chased', 'hands', 'fleeing', 'bus'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['wonder'],
    notFelt: ['wonder'],
    written: { family: 'sobrina' },
    outsideLexicon: ['huellas de dinosaurio', 'muro de roca'],
  },
  // Uruguay (Cabo Polonio). The friends (amigas as written), the dunes (desert), the village (city), the
  // stars and the sky, the sand (beach). No electric light and "ni una lamparita" (no light, no candle);
  // the sea lions are no wolves, and "roncando como viejos" a likeness (no wise_elder). "En paz" is calm.
  {
    id: 'es19-cabo-polonio',
    title: 'Cabo Polonio',
    text: 'Estaba en Cabo Polonio con mis amigas, en un ranchito sin luz eléctrica, y a la noche salimos a caminar por las dunas hasta el faro. No había ni una lamparita en todo el pueblo, solo estrellas, miles. Del lado de las rocas se oían los lobos marinos, roncando como viejos. Nos tiramos en la arena boca arriba y una estrella fugaz cruzó todo el cielo. Mis amigas pidieron un deseo. Yo no pedí nada, no me hacía falta. Estaba en paz.',
    symbols: ['desert', 'city', 'sky', 'beach'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['light', 'candle', 'wolf', 'wise_elder'],
    written: { friend: 'amigas' },
    outsideLexicon: ['ranchito', 'faro', 'lobos marinos', 'rocas'],
  },
  // Paraguay (Itaipú). A plain dream of a flood. The father (papá as written) and the little brother
  // (hermanito as written); the water "empezó a caer" from the spillways (no falling of the dreamer's),
  // rising over everything (flood); the bus (ómnibus) "flotando" (no flying). The people running (crowd),
  // running up the stairs (fleeing). "Con miedo" is fear.
  {
    id: 'es19-itaipu',
    title: 'La represa',
    text: 'Fui con mi papá y mi hermanito a ver la represa de Itaipú. Estábamos en el mirador cuando abrieron los vertederos y el agua empezó a caer con un ruido que te retumbaba en el pecho. Pero el agua no paraba de subir: se inundó el mirador, después el estacionamiento, y el ómnibus quedó flotando. La gente corría para todos lados. Mi papá me agarró del brazo y subimos corriendo una escalera de metal, con mi hermanito a upa. Me desperté empapada en sudor, con miedo todavía.',
    symbols: ['water', 'flood', 'bus', 'stairs', 'fleeing'],
    people: ['father', 'brother', 'crowd'],
    emotions: ['fear'],
    notThere: ['falling', 'flying'],
    written: { father: 'papá', brother: 'hermanito' },
    outsideLexicon: ['represa', 'mirador', 'vertederos'],
  },
  // Guatemala (Chichicastenango), in the present. The market (shop), the mother (mamá as written), the
  // huipil (clothes) in the hand. The aunt is only mentioned (no family), "se muere por uno" a saying (no
  // death), Los Ángeles a name (no angel). The steps (gradas: stairs) of the church and its closed door;
  // the men praying and the seller are strangers (written señores). "Ya no veo a mi mamá" is no
  // blindness; "un miedo de niña chiquita" is fear, no girl.
  {
    id: 'es19-chichicastenango',
    title: 'Chichi',
    text: 'Estoy en el mercado de Chichicastenango un domingo, con mi mamá, comprando un güipil para mi tía, que vive en Los Ángeles y se muere por uno. En las gradas de la iglesia de Santo Tomás unos señores rezan en voz alta entre el humo del copal. Mi mamá se pone a regatear con una vendedora y yo subo las gradas. Cuando llego arriba, la puerta de la iglesia está cerrada y ya no veo a mi mamá por ningún lado. Me quedo ahí parada, con el güipil en la mano, y me entra un miedo de niña chiquita.',
    symbols: ['shop', 'clothes', 'stairs', 'church', 'door', 'hands'],
    people: ['mother', 'stranger'],
    emotions: ['fear'],
    notThere: ['family', 'death', 'angel', 'eyes', 'girl'],
    written: { mother: 'mamá', stranger: 'señores' },
    outsideLexicon: ['güipil', 'copal'],
  },
  // Nicaragua (León). A plain dream. The volcano Cerro Negro (volcano, and a hill: mountain); León is a
  // name (no lion). The cousin (family, primo as written), the ash that "quemaba" the feet (no fire), the
  // shoes, the overalls (clothes), tumbling down the slope (falling). "Muerta de risa" is joy, no death.
  {
    id: 'es19-cerro-negro',
    title: 'Cerro Negro',
    text: 'Subí el volcán Cerro Negro, cerca de León, con mi primo Chepe, cargando cada uno una tabla de madera por la ceniza negra, que quemaba los pies a través de los zapatos. Arriba olía a azufre y salía humo de las grietas. Nos pusimos unos overoles y unas gafas y nos tiramos para abajo sentados en la tabla, a toda velocidad. A mitad de bajada la tabla se me volteó y rodé cuesta abajo, tragando ceniza. Llegué abajo raspada de pies a cabeza, pero muerta de risa y con ganas de subir otra vez.',
    symbols: ['volcano', 'mountain', 'feet', 'shoes', 'clothes', 'falling'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['lion', 'fire', 'death'],
    written: { family: 'primo' },
    outsideLexicon: ['tabla', 'ceniza', 'azufre', 'humo', 'gafas'],
  },
  // Costa Rica (Pacuare). A plain dream of drowning. The river, the husband (esposo as written), the
  // other rafters and the guide (strangers), the jungle (selva: forest), the water, the raft (balsa: boat)
  // overturned, stuck under it (trapped), drowning. The one who pulls the dreamer out is the husband: the
  // turn. Crying "del susto y del alivio" is fear and relief, no sadness.
  {
    id: 'es19-pacuare',
    title: 'Los rápidos',
    text: 'Íbamos haciendo rafting en el río Pacuare, mi esposo, yo y otras cuatro personas, con un guía que gritaba «¡Adelante, adelante!». Los rápidos eran enormes y la selva llegaba hasta el agua. En uno de los rápidos la balsa se dio vuelta y yo quedé debajo, sin poder salir, tragando agua. Sentí que me ahogaba. Alguien me jaló del chaleco y salí a la superficie tosiendo. Era mi esposo. Me abrazó y yo lloraba y me reía al mismo tiempo, del susto y del alivio.',
    symbols: ['river', 'forest', 'water', 'boat', 'trapped', 'drowning'],
    people: ['husband', 'stranger'],
    emotions: ['fear', 'relief'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { husband: 'esposo' },
    turn: ['husband'],
    outsideLexicon: ['rafting', 'rápidos', 'chaleco'],
  },
  // Panama (Guna Yala), in the present. A plain dream. The little island, the sand (beach), the palms
  // (tree), the boatman and the Guna woman (strangers, written señora), the boyfriend (novio as written).
  // The sunset (sun), the sea (ocean); no launch comes (no boat), and "tranquila" is only his word (no
  // calm). The fried fish is food (no fish). "Asustadísima" is fear.
  {
    id: 'es19-san-blas',
    title: 'La islita',
    text: 'Estoy en una islita de San Blas, en Guna Yala, tan chiquita que se le da la vuelta en cinco minutos: arena blanca, cuatro palmeras y una choza. El lanchero nos dejó a mi novio y a mí en la mañana y dijo que volvía a las cuatro. Ya se está poniendo el sol y no aparece ninguna lancha, solo mar por todos lados. Mi novio dice que tranquila, que seguro viene. Una señora guna nos trae pescado frito. La marea sube y la isla se hace cada vez más chiquita. Estoy asustadísima.',
    symbols: ['island', 'beach', 'tree', 'sun', 'ocean', 'food'],
    people: ['stranger', 'boyfriend'],
    emotions: ['fear'],
    notThere: ['boat', 'calm', 'fish'],
    notFelt: ['calm'],
    written: { boyfriend: 'novio', stranger: 'señora' },
    outsideLexicon: ['palmeras', 'choza', 'marea'],
  },
  // Dominican Republic (Pico Duarte). A plain dream. The father (papá as written) and the guide
  // (stranger), the mule, the summit (mountain), the frost (escarcha: snow); the clouds "como un mar
  // blanco" are a likeness (no ocean). The sunrise (sun). "Triste, pero en paz" is sadness and calm.
  {
    id: 'es19-pico-duarte',
    title: 'La cima',
    text: 'Subíamos al Pico Duarte mi papá y yo, con una mula y un guía, como él siempre quiso hacer y nunca hizo. Después de dos días de caminata, de madrugada, llegamos a la cima, y hacía un frío que no se lo deseo a nadie, con escarcha en la yerba. Abajo se veían las nubes como un mar blanco. Mi papá me abrazó y me dijo: «Mira, mija, todo esto es tuyo». Cuando salió el sol me di vuelta y él ya no estaba. Me desperté triste, pero en paz.',
    symbols: ['mountain', 'snow', 'sun'],
    people: ['father', 'stranger'],
    emotions: ['sadness', 'calm'],
    notThere: ['ocean'],
    written: { father: 'papá' },
    outsideLexicon: ['mula', 'nubes'],
  },
  // Puerto Rico (Culebra). The launch (boat) to the island; Culebra is a name (no snake). The wife (esposa
  // as written) and the kids (nenes: child), the white sand and the shore (beach), the water "como un
  // cristal" (no glass), the sea (ocean). The kids' climbing is theirs (no climbing); the wife's calm is
  // hers (no calm), taking photos. "Se me fue el alma a los pies" is fear, no feet.
  {
    id: 'es19-culebra',
    title: 'Flamenco',
    text: 'Fuimos en la lancha de Fajardo a la isla de Culebra, mi esposa, los nenes y yo, a pasar el día en Playa Flamenco. La arena estaba blanquita y el agua como un cristal. En la orilla había un tanque viejo de cuando la Marina, todo pintado de colores, y los nenes se treparon encima. De repente el tanque arrancó solo y se metió al mar con ellos arriba. Yo corrí detrás, con el agua a la cintura, gritando. Mi esposa, tan tranquila, sacaba fotos. Se me fue el alma a los pies.',
    symbols: ['boat', 'island', 'beach', 'water', 'ocean', 'photo'],
    people: ['wife', 'child'],
    emotions: ['fear'],
    notThere: ['snake', 'glass', 'climbing', 'calm', 'feet'],
    notFelt: ['calm'],
    written: { wife: 'esposa' },
    outsideLexicon: ['tanque'],
  },
];
