// Sixteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: jumping the bonfires of San Juan on
// the beach of Riazor, climbing the Pirámide del Sol at Teotihuacán on the equinox, arriving late in
// pyjamas at a sister's wedding in a quinta of Pilar, the steps of the Peñol at Guatapé in a downpour,
// the desierto florido near Copiapó, a huaico at a grandfather's house in Chosica, the underground river
// of the Cueva del Indio at Viñales, a light plane to the Salto Ángel, the train of the Nariz del Diablo
// at Alausí, the blessing of a new minibus at Copacabana, the Llamadas of candombe in Barrio Sur, a dead
// grandmother's tereré in Areguá, sunrise on a temple at Tikal, a whale shark off Roatán, the crater of
// the volcano of Santa Ana, the hanging bridges of Monteverde, the culecos of the carnival of Las Tablas,
// the pools of Damajagua, the Feria de Abril in Seville and the monarch butterflies of Michoacán.
// Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Venezuelan, Ecuadorian, Bolivian,
// Uruguayan, Paraguayan, Guatemalan, Honduran, Salvadoran, Costa Rican, Panamanian and Dominican usage
// (las hogueras, un chaval, me partía de risa, chiquitita, me tomó de la mano, el casamiento, la quinta,
// el colectivo, el piyama, se dieron vuelta, las pantuflas, el saco, me alcanzó, se vino un aguacero,
// tenaz, la baranda, me di vuelta, el auto, el celular, como loca, el huaico, la quebrada, la
// refrigeradora, el botecito, el botero, la avioneta, los tepuyes, acuatizamos, mija, las habas
// tostadas, tan campante, el minibús, las llantas, el padre for a priest, las Llamadas, la comparsa, el
// gentío, liviana, el tereré, los yuyos, la guampa, las frutillas, los monos aulladores, el cuñado, de la
// nada, de última, con el alma en un hilo, se me quedó viendo, el culeco, los carros cisterna, el toldo,
// los charcos, me voceaban, la caseta, el traje de flamenca, las pullas, me lo pasé bomba, el letrero,
// los oyameles). About half are plain everyday dreams with the ordinary images of dream reports (fire
// and the sea, stairs and a climb, a downpour, a flood of mud, a cave and a river, a crater, a fall into
// water, a door at the bottom, the dead come back, animals) and few traps, written to see that nothing is
// found that is not there; the others lean on what a word-matching reader gets wrong: feelings denied
// in everyday ways ("Tampoco es que tuviera miedo", "Yo, para nada nerviosa", "Yo ni me inmuté", "No
// sentí celos, aunque la miré de arriba abajo", "¿Enfadada? De enfadada nada", "no me dio ni pizca de
// pena bajar"); feelings that are someone else's (a sister "furiosa" with a guide, a nephew who "se moría
// de miedo", a crowd "asustada", a father "tranquilísimo" who laughs "como un niño", a brother-in-law
// "muerto de la emoción", a mother "furiosa" under an awning, a daughter crying "de la emoción"); images
// negated or absent ("ni un árbol, ni una casa, ni una sombra", "ya no estaban ni el auto ni mi tía", "no
// había ninguna" column, "Yo no vi ni una" snake, "no vi a nadie"); images only talked about, pictured,
// imagined or on a screen or a sign (a guide's snakes and accidents, a fall only imagined, a dog that
// the family never had in photos on a giant screen, a bear painted on a sign, a son's mother whom only
// he sees, a father's youth as a pilot); idioms and likenesses ("se llevan como el perro y el gato",
// "metía la pata", "a caballo regalado no se le mira el diente", "llover a mares", "me lo pasé bomba",
// "con el alma en un hilo", "el corazón a mil", "me quería morir de la vergüenza", "muerta de miedo",
// "como hormigas", "como si me llenara de luz", "se volvieron un río", "un río de barro", "un ruido como
// de tren", "como barcos", "como un barco", "grande como un autobús", "como en una nube"); words and names
// with two senses in context (el padre who is a priest, el tiburón ballena, el Salto Ángel, la Nariz del
// Diablo, la Pirámide del Sol, los templos of Tikal, la pena, las pantuflas de conejito, "me hundí",
// "el agua que caía", "su hijo" of a sister); and people only named as owners or talked about (the
// friends of a husband who own the caseta, a sister's son, a son's mother) beside people really present
// (a dead grandmother in her apron, a grandfather on his roof, a father at the controls, a priest at the
// wheel, a mother-in-law and a sister-in-law, a brother-in-law under the sea).
// Gendered words as written: amigos, chaval, mamá, hermana, papá, novio, tía, abuelo, hermanito, esposo,
// botero, sobrino, tío, bailarina, abuela, hijo, cuñado, primos, marido, suegra, hija. `notFelt` repeats
// the feelings of `notThere` that are named but not the dreamer's as felt. None of the named people come
// back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_16: readonly EvaluationDream[] = [
  // Spain (A Coruña). A plain dream. The beach, the friends (amigos as written), the bonfires (fire), the
  // hem of the dress catching (clothes), the sea (ocean), the water and the waves. Shouting is no anger.
  // The whole beach applauding is a crowd; the young man she did not know (stranger, written chaval) and
  // his sweatshirt. "Vergüenza" is shame, "me partía de risa" joy.
  {
    id: 'es16-san-juan',
    title: 'La noche de San Juan',
    text: 'Era la noche de San Juan en A Coruña y estábamos en la playa de Riazor con mis amigos, entre cientos de hogueras. Salté la hoguera tres veces, como manda la tradición, y a la tercera se me prendió el bajo del vestido. Corrí hacia el mar gritando y me metí en el agua hasta la cintura. Las olas estaban heladas. Cuando salí, toda la playa me aplaudía y un chaval al que no conocía me dejó su sudadera. Yo temblaba de frío y de vergüenza, pero me partía de risa.',
    symbols: ['beach', 'fire', 'clothes', 'ocean', 'water', 'wave'],
    people: ['friend', 'crowd', 'stranger'],
    emotions: ['shame', 'joy'],
    notThere: ['anger'],
    written: { friend: 'amigos', stranger: 'chaval' },
    outsideLexicon: ['hogueras', 'sudadera'],
  },
  // Mexico (Teotihuacán). A plain dream. The ruins, the steps of the pyramid (stairs), the mother (mamá as
  // written) and the thousands dressed in white (crowd, clothes); the Pirámide del Sol is a name, but
  // the sun rises. "Como hormigas" is a likeness (no insects). The vertigo is fear; the hand held. "Una
  // paz enorme" is calm, and "como si me llenara de luz" a likeness (no light).
  {
    id: 'es16-teotihuacan',
    title: 'La Pirámide del Sol',
    text: 'Estaba en las ruinas de Teotihuacán el día del equinoccio, subiendo la Pirámide del Sol con mi mamá, entre miles de personas vestidas de blanco. Los escalones eran altísimos y yo iba jadeando, agarrada de la cuerda. Casi arriba miré para abajo y me dio un vértigo horrible: la gente se veía chiquitita, como hormigas. Mi mamá me tomó de la mano y subimos juntas el último tramo. Arriba todos levantaban los brazos hacia el sol, y yo también. Sentí una paz enorme, como si me llenara de luz por dentro.',
    symbols: ['ruins', 'stairs', 'clothes', 'hands', 'sun'],
    people: ['mother', 'crowd'],
    emotions: ['fear', 'calm'],
    notThere: ['insects', 'light'],
    written: { mother: 'mamá' },
    outsideLexicon: ['pirámide', 'cuerda'],
  },
  // Argentina (Pilar). The sister's wedding (casamiento; hermana as written), arriving very late by bus
  // (colectivo) in pyjamas (clothes). Everyone turning round to look is a crowd. The photos on the giant
  // screen are there, but the dog and the sister as a little girl are only in them (no dog, no girl).
  // Hiding is only wanted, with no column to hide behind (no hiding). The bunny slippers are shoes (no
  // rabbit). The father (papá as written) and his jacket. "Me quería morir de la vergüenza" is shame, no
  // death.
  {
    id: 'es16-quinta',
    title: 'En piyama',
    text: 'Era el casamiento de mi hermana en una quinta de Pilar y yo llegaba tardísimo, en colectivo y en piyama. Cuando entré ya estaban en la ceremonia, bajo una carpa blanca, y todos se dieron vuelta a mirarme. En una pantalla gigante pasaban fotos de mi hermana de chiquita con un perro que nunca tuvimos. Me quise esconder detrás de una columna, pero no había ninguna. Me senté en primera fila con mis pantuflas de conejito. Mi papá me alcanzó su saco sin decir nada. Me quería morir de la vergüenza.',
    symbols: ['wedding', 'late', 'bus', 'clothes', 'photo', 'shoes'],
    people: ['sister', 'crowd', 'father'],
    emotions: ['shame'],
    notThere: ['dog', 'girl', 'hiding', 'rabbit', 'death'],
    written: { sister: 'hermana', father: 'papá' },
    outsideLexicon: ['quinta', 'carpa', 'pantalla', 'columna'],
  },
  // Colombia (Guatapé). A plain dream. The steps of the Peñol (stairs), the boyfriend (novio as written),
  // the downpour (aguacero: rain); the steps "se volvieron un río" by likeness (no river). The legs
  // shaking (feet). The reservoir below (lake, as in en14-reservoir), the islets (island), the launches
  // (boat). "Un miedo tenaz" is fear.
  {
    id: 'es16-penol',
    title: 'La piedra del Peñol',
    text: 'Estaba subiendo la piedra del Peñol, en Guatapé, con mi novio: setecientos cuarenta escalones. A mitad de camino se vino un aguacero durísimo y los escalones se volvieron un río. Mi novio seguía subiendo como si nada y yo me quedé atrás, agarrada a la baranda, con las piernas temblando. De pronto la escalera se acabó y arriba no había piedra, solo nubes. Miré hacia abajo y vi la represa, los islotes verdes, las lanchas chiquitas. Me dio un miedo tenaz y me desperté.',
    symbols: ['stairs', 'rain', 'feet', 'lake', 'island', 'boat'],
    people: ['boyfriend'],
    emotions: ['fear'],
    notThere: ['river'],
    written: { boyfriend: 'novio' },
    outsideLexicon: ['baranda', 'nubes', 'represa'],
  },
  // Chile (Copiapó). The flowering desert; "ni un árbol, ni una casa, ni una sombra": no tree, no house,
  // no shadow. The aunt (tía as written) taking photos with her phone; then neither the car nor the aunt
  // is there (no car): the dreamer is lost. Fear is denied ("Tampoco es que tuviera miedo"); "caminaba
  // tranquila" is calm. The sun ahead.
  {
    id: 'es16-desierto-florido',
    title: 'El desierto florido',
    text: 'Estaba en el desierto florido, cerca de Copiapó, con mi tía Chela, que se había empeñado en traerme. Kilómetros de flores moradas hasta donde alcanzaba la vista, y ni un árbol, ni una casa, ni una sombra. Mi tía sacaba fotos con el celular como loca. Yo me fui alejando sin darme cuenta y, cuando me di vuelta, ya no estaban ni el auto ni mi tía, solo flores. Tampoco es que tuviera miedo; caminaba tranquila, con el sol de frente. Lo raro es que las flores se iban dando vuelta para mirarme.',
    symbols: ['desert', 'photo', 'phone', 'lost', 'sun'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['tree', 'house', 'shadow_figure', 'car', 'fear'],
    notFelt: ['fear'],
    written: { family: 'tía' },
    outsideLexicon: ['flores'],
  },
  // Peru (Chosica). A plain dream. The grandfather's house (abuelo as written, there), "un ruido como de
  // tren" (no train); the huaico is a flood of mud, "un río de barro" a metaphor (no river). The
  // grandfather's shout is no anger. The stairs up to the roof, the little brother (hermanito as written)
  // in arms, the mud in at the door; the cars and trees carried past. "Temblaba de miedo" is fear.
  {
    id: 'es16-huaico',
    title: 'El huaico',
    text: 'Estaba en la casa de mi abuelo en Chosica, en pleno verano, y de noche se oyó un ruido como de tren. Era un huaico: un río de barro y piedras bajando por la quebrada. Mi abuelo gritó que subiéramos al techo. Subimos por la escalera, yo con mi hermanito en brazos, mientras el barro entraba por la puerta y tapaba los muebles. Desde arriba veíamos pasar autos, árboles enteros, una refrigeradora. Yo temblaba de miedo. Al amanecer el barro se quedó quieto y mi abuelo nos abrazó a todos.',
    symbols: ['house', 'mud', 'flood', 'stairs', 'door', 'car', 'tree'],
    people: ['grandfather', 'brother'],
    emotions: ['fear'],
    notThere: ['train', 'river', 'anger'],
    written: { grandfather: 'abuelo', brother: 'hermanito' },
    outsideLexicon: ['huaico', 'quebrada', 'techo', 'muebles', 'refrigeradora'],
  },
  // Cuba (Viñales). A plain dream. The husband (esposo as written), the cave and its underground river,
  // the little boat and the boatman (stranger, written botero). The dark (darkness), the bats brushing
  // the hair, the hand squeezed. Coming out into the light; the white horse waiting on the bank is the
  // turn. "Asombrada" is wonder.
  {
    id: 'es16-vinales',
    title: 'La Cueva del Indio',
    text: 'Estaba en Viñales con mi esposo y entramos en la Cueva del Indio, primero caminando y después en un botecito por el río de adentro. Dentro de la cueva estaba oscuro y goteaba del techo. El botero apagó el motor para que oyéramos el silencio y en ese momento se apagaron también las lámparas. Oscuridad total. Sentí algo que me rozaba el pelo: murciélagos, cientos. Mi esposo me apretaba la mano. Cuando salimos a la luz, al otro lado, había un caballo blanco esperándonos en la orilla. Me quedé asombrada.',
    symbols: ['cave', 'boat', 'river', 'darkness', 'hair', 'hands', 'light', 'horse'],
    people: ['husband', 'stranger'],
    emotions: ['wonder'],
    written: { husband: 'esposo', stranger: 'botero' },
    turn: ['horse'],
    outsideLexicon: ['murciélagos', 'lámparas'],
  },
  // Venezuela (Canaima). The light plane (plane) to the Salto Ángel, a name (no angel); the father (papá
  // as written) at the controls, his youth as a pilot only told; the pilot is a stranger. The water "que
  // caía" is the falls (no falling). The father's laughter "como un niño" is his and a likeness (no joy,
  // no boy), and so is his calm ("tranquilísimo"). Gliding over the jungle (forest); "muerta de miedo" is
  // fear, no death. The lagoon (lake).
  {
    id: 'es16-salto-angel',
    title: 'El Salto Ángel',
    text: 'Iba en una avioneta hacia el Salto Ángel con mi papá, que fue piloto de joven y convenció al piloto de que lo dejara manejar. Pasamos entre los tepuyes, tan cerca del agua que caía desde arriba que el parabrisas se mojó. Mi papá se reía como un niño. De repente el motor tosió y se apagó, y la avioneta empezó a planear en silencio sobre la selva. Mi papá, tranquilísimo. Yo estaba muerta de miedo. Al final acuatizamos en la laguna de Canaima, suavecito, y él me dijo: «¿Viste, mija?».',
    symbols: ['plane', 'water', 'forest', 'lake'],
    people: ['father', 'stranger'],
    emotions: ['fear'],
    notThere: ['angel', 'falling', 'boy', 'joy', 'calm', 'death'],
    notFelt: ['joy', 'calm'],
    written: { father: 'papá' },
    outsideLexicon: ['avioneta', 'tepuyes', 'parabrisas'],
  },
  // Ecuador (Alausí). The train of the Nariz del Diablo, a name (no devil), down the mountain by the drop
  // (barranco: cliff). The sister (hermana as written); "su hijo" is hers (no son), the nephew (family,
  // written sobrino): his fear and crying are his (no fear, no sadness), and "se moría de miedo" no
  // death. The sister's fury with the guide (stranger) is hers (no anger), and the accidents only told
  // (no accident). "Para nada nerviosa" denies anxiety; the river below, the toasted beans (food), the
  // bridge; "tan campante" is calm.
  {
    id: 'es16-nariz-del-diablo',
    title: 'La Nariz del Diablo',
    text: 'Iba en el tren de la Nariz del Diablo, bajando de Alausí en zigzag por la montaña, con mi hermana y su hijo. El tren paraba, retrocedía y volvía a bajar, pegado al barranco. Mi sobrino se moría de miedo y lloraba a gritos. Mi hermana estaba furiosa con el guía, que no paraba de contar accidentes de antes. Yo, para nada nerviosa: miraba el río allá abajo y comía habas tostadas. De pronto el tren se detuvo en medio de un puente y se quedó ahí, colgando. Y yo, tan campante.',
    symbols: ['train', 'mountain', 'cliff', 'river', 'food', 'bridge'],
    people: ['sister', 'family', 'stranger'],
    emotions: ['calm'],
    notThere: ['devil', 'son', 'fear', 'sadness', 'death', 'anger', 'accident', 'anxiety'],
    notFelt: ['fear', 'sadness', 'anger', 'anxiety'],
    written: { sister: 'hermana', family: 'sobrino' },
    turn: ['bridge'],
    outsideLexicon: ['habas'],
  },
  // Bolivia (Copacabana). The new minibus (bus) blessed on the shore of the lake; "el padre" is the
  // priest, a stranger (no father), the holy water (water). The uncle (family, tío as written), the key
  // (keys). The crowd's fright is theirs (no fear); "Yo ni me inmuté" is the dreamer's calm. The minibus
  // sailing "como un barco" is a likeness (no boat) and the turn; the window.
  {
    id: 'es16-copacabana',
    title: 'La bendición',
    text: 'Llevé mi minibús nuevo a Copacabana, a orillas del Titicaca, para que lo bendijeran, como hace todo el mundo. Lo adornamos con flores y cintas, y el padre le echó agua bendita al capó mientras mi tío rociaba cerveza en las llantas. De repente el padre me pidió la llave, se subió y arrancó a toda velocidad hacia el lago. La gente gritaba asustada. Yo ni me inmuté. El minibús se metió al agua y siguió navegando como un barco, con el padre saludándome por la ventana.',
    symbols: ['bus', 'lake', 'water', 'keys', 'window'],
    people: ['stranger', 'family', 'crowd'],
    emotions: ['calm'],
    notThere: ['father', 'fear', 'boat'],
    notFelt: ['fear'],
    written: { family: 'tío' },
    turn: ['bus'],
    outsideLexicon: ['flores', 'cintas', 'cerveza', 'llantas'],
  },
  // Uruguay (Montevideo). The Llamadas along a street (road) of Barrio Sur, the boyfriend (novio as
  // written), the throng (gentío: crowd). The dancer (stranger, written bailarina); dancing, barefoot on
  // the cobbles (feet). Jealousy is denied ("No sentí celos, aunque..."); "feliz" is joy.
  {
    id: 'es16-llamadas',
    title: 'Llamadas',
    text: 'Era la noche de Llamadas en Montevideo y yo iba por una calle de Barrio Sur con mi novio, entre el gentío, detrás de una comparsa de candombe. Los tambores te retumbaban en el pecho. Una bailarina preciosa sacó a bailar a mi novio y él se soltó como nunca, y todo el mundo les aplaudía. No sentí celos, aunque la miré de arriba abajo. Después me sacó a mí y bailamos las dos, descalzas sobre los adoquines. Me sentí liviana, feliz como no me sentía hacía años.',
    symbols: ['road', 'dancing', 'feet'],
    people: ['boyfriend', 'crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['jealousy'],
    notFelt: ['jealousy'],
    written: { boyfriend: 'novio', stranger: 'bailarina' },
    outsideLexicon: ['comparsa', 'tambores', 'adoquines'],
  },
  // Paraguay (Areguá). A plain dream of the dead come back: the grandmother (abuela as written) is there,
  // her death only before the scene (no death). Her little house, the apron (clothes), the strawberries
  // (food), the lake at sunset (sun), the hand held. Waking up crying is sadness, "ternura" love.
  {
    id: 'es16-aregua',
    title: 'Tereré',
    text: 'Estaba en Areguá, en la casita de mi abuela, que murió cuando yo tenía diez años. Ella estaba en el patio preparando tereré con yuyos, como siempre, con su delantal de flores. Me pasó la guampa y me dijo que tomara despacito. Después me compró frutillas en un puesto del pueblo y nos las comimos sentadas frente al lago Ypacaraí, mientras bajaba el sol. No me soltaba la mano. Me desperté llorando, pero con una ternura enorme.',
    symbols: ['house', 'clothes', 'food', 'lake', 'sun', 'hands'],
    people: ['grandmother'],
    emotions: ['sadness', 'love'],
    notThere: ['death'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['tereré', 'yuyos', 'guampa', 'patio'],
  },
  // Guatemala (Tikal). The temples are Maya ruins (no church); the son (hijo as written), the sun over
  // the jungle (forest), the howler monkeys, the toucans (bird). The tops of the temples "como barcos"
  // are a likeness (no boat). The son's mother is only what he says he sees (no mother). "Una tristeza
  // muy honda" is sadness.
  {
    id: 'es16-tikal',
    title: 'Tikal',
    text: 'Estaba en Tikal antes del amanecer, sentado en lo alto de un templo con mi hijo, esperando que saliera el sol sobre la selva. Todo era niebla. Se oían los monos aulladores, un rugido ronco, y unos tucanes. Cuando salió el sol, las puntas de los otros templos asomaron entre la niebla como barcos. Mi hijo me agarró del brazo y me dijo que allá abajo estaba su mamá, saludándonos. Yo miré y no vi a nadie. Me dio una tristeza muy honda, de esas que no se explican.',
    symbols: ['ruins', 'sun', 'forest', 'monkey', 'bird'],
    people: ['son'],
    emotions: ['sadness'],
    notThere: ['church', 'boat', 'mother'],
    written: { son: 'hijo' },
    outsideLexicon: ['templo', 'niebla', 'tucanes'],
  },
  // Honduras (Roatán). Diving and swimming in the sea (ocean) with the brother-in-law (family, written
  // cuñado). The whale shark is a shark (no whale), "grande como un autobús" a likeness (no bus). His
  // excitement and joy are his ("muerto de la emoción": no death, no joy). The water, the boat; "no podía
  // ni hablar" (voice). "Una calma rarísima" is calm.
  {
    id: 'es16-roatan',
    title: 'El tiburón ballena',
    text: 'Estaba buceando en el mar de Roatán con mi cuñado, que es instructor, y de la nada apareció un tiburón ballena, grande como un autobús, con la boca abierta tragando agua. Mi cuñado me hacía señas como loco, muerto de la emoción. Yo me quedé quieta y el tiburón pasó rozándome, despacito, con su piel llena de puntitos blancos. Lo seguí nadando un buen rato. Cuando subimos al bote, mi cuñado no paraba de gritar de alegría. Yo no podía ni hablar; tenía una calma rarísima.',
    symbols: ['swimming', 'ocean', 'shark', 'water', 'boat', 'voice'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['whale', 'bus', 'death', 'joy'],
    notFelt: ['joy'],
    written: { family: 'cuñado' },
    outsideLexicon: ['buceo'],
  },
  // El Salvador (Santa Ana). A plain dream. The volcano, the friends from university (amigos as written;
  // no school), the wind. The green lagoon of the crater (lake), the foot slipping, the slide towards the
  // boiling water (falling); the scream no one hears (voice), the two hands on a stone. "El corazón a
  // mil" is fear, no heart.
  {
    id: 'es16-santa-ana',
    title: 'El cráter',
    text: 'Subía al volcán de Santa Ana con mis amigos de la universidad, por un sendero de ceniza, con un viento que nos empujaba para atrás. Yo iba de última, con la boca seca. Cuando por fin llegamos al borde del cráter, abajo había una laguna verde que echaba humo. De pronto se me resbaló el pie y empecé a deslizarme hacia adentro, hacia el agua hirviendo. Grité y nadie me oyó. Me agarré de una piedra con las dos manos. Me desperté sudando, con el corazón a mil.',
    symbols: ['volcano', 'wind', 'lake', 'feet', 'falling', 'water', 'voice', 'hands'],
    people: ['friend'],
    emotions: ['fear'],
    notThere: ['school', 'heart'],
    written: { friend: 'amigos' },
    outsideLexicon: ['ceniza', 'cráter', 'humo'],
  },
  // Costa Rica (Monteverde). The hanging bridge over the treetops (bridge, tree); the tourists and the
  // guide are strangers. The snakes, and the one that hides among the flowers, are only in the guide's
  // talk, and "no vi ni una" (no snake, no hiding); the fall is only imagined (no falling). The quetzal
  // is a bird; the tourists' photos. "Con el alma en un hilo" is anxiety.
  {
    id: 'es16-monteverde',
    title: 'Los puentes colgantes',
    text: 'Estaba en los puentes colgantes de Monteverde con un grupo de turistas y un guía que solo hablaba de serpientes: la terciopelo, la bocaracá, la que se esconde entre las flores. Yo no vi ni una. El puente se mecía sobre la copa de los árboles, entre la neblina, y yo me imaginaba cayendo al vacío. A mitad del puente apareció un quetzal, verde y rojo, con la cola larguísima, y se me quedó viendo. Los turistas le sacaban fotos. Yo solo lo miraba, con el alma en un hilo.',
    symbols: ['bridge', 'tree', 'bird', 'photo'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['snake', 'hiding', 'falling'],
    outsideLexicon: ['neblina', 'quetzal'],
  },
  // Panama (Las Tablas). The carnival (party), dancing in the street (road) with thousands (crowd), the
  // water from the hoses. The mother (mamá as written) is furious and hiding under an awning: her anger
  // and her hiding (no anger, no hiding). Carried floating above the crowd is flying, the turn. "Me
  // encantaba", "me reía sola, feliz" are joy.
  {
    id: 'es16-culecos',
    title: 'Culecos',
    text: 'Era carnaval en Las Tablas y estábamos en el culeco de la mañana, con los carros cisterna mojando a la gente con mangueras. Yo bailaba en la calle con miles de personas, todos empapados. Mi mamá, que odia mojarse, estaba furiosa y se escondía debajo de un toldo. A mí me encantaba. Me metí justo debajo del chorro, y el agua me levantó del suelo y me llevó flotando por encima de la multitud, como en una nube. Abajo todos gritaban. Yo me reía sola, feliz.',
    symbols: ['party', 'dancing', 'road', 'water', 'flying'],
    people: ['mother', 'crowd'],
    emotions: ['joy'],
    notThere: ['anger', 'hiding'],
    notFelt: ['anger'],
    written: { mother: 'mamá' },
    turn: ['flying'],
    outsideLexicon: ['culeco', 'carros cisterna', 'mangueras', 'toldo'],
  },
  // Dominican Republic (Puerto Plata). A plain dream. The cousins (family, primos as written), the guide
  // (stranger), the river and its pools, the water; the vertigo is fear. The jump and the long fall;
  // sinking to the bottom is no drowning. The wooden door half open is the turn; "maravillada" is wonder.
  {
    id: 'es16-damajagua',
    title: 'Los charcos',
    text: 'Estaba en los charcos de Damajagua, en Puerto Plata, con mis primos, bajando el río de charco en charco. El guía nos iba diciendo dónde tirarnos. En el último salto, el más alto, me asomé y el agua estaba tan lejos que me dio vértigo. Mis primos ya habían saltado y me voceaban desde abajo. Salté. Caí y caí mucho más de lo normal, y el agua, cuando por fin llegué, estaba tibia y azul. Me hundí hasta el fondo, donde había una puerta de madera entreabierta. Me desperté antes de abrirla, maravillada.',
    symbols: ['river', 'water', 'falling', 'door'],
    people: ['family', 'stranger'],
    emotions: ['fear', 'wonder'],
    notThere: ['drowning'],
    written: { family: 'primos' },
    turn: ['door'],
    outsideLexicon: ['charcos'],
  },
  // Spain (Sevilla). The Feria (party); the caseta is only owned by the husband's friends (no friend).
  // The flamenca dress (clothes). The mother-in-law (family, suegra as written) and the sister-in-law:
  // "como el perro y el gato" is a saying (no dog, no cat). Dancing sevillanas; "metía la pata" is an
  // idiom (no feet), and "a caballo regalado no se le mira el diente" a saying (no horse, no teeth). The
  // husband (marido as written). "Llover a mares" is the rain (no ocean); everyone crowding in (crowd).
  // Anger is denied ("De enfadada nada"); "me lo pasé bomba" is joy.
  {
    id: 'es16-feria-abril',
    title: 'La Feria',
    text: 'Estaba en la Feria de Abril, en la caseta de unos amigos de mi marido, con un traje de flamenca prestado que me quedaba enorme. Mi suegra y mi cuñada, que se llevan como el perro y el gato, no paraban de lanzarse pullas. Yo intentaba bailar sevillanas y metía la pata en cada vuelta. Mi marido me decía que a caballo regalado no se le mira el diente, por lo del traje. Luego empezó a llover a mares y todo el mundo se metió en la caseta. ¿Enfadada? De enfadada nada: me lo pasé bomba.',
    symbols: ['party', 'clothes', 'dancing', 'rain'],
    people: ['husband', 'family', 'crowd'],
    emotions: ['joy'],
    notThere: ['friend', 'dog', 'cat', 'feet', 'horse', 'teeth', 'ocean', 'anger'],
    notFelt: ['anger'],
    written: { husband: 'marido', family: 'suegra' },
    outsideLexicon: ['caseta', 'traje de flamenca'],
  },
  // Mexico (Michoacán). The daughter (hija as written) and the monarch butterflies; the bear is only
  // painted on the sign (no bear). Riding up on horseback through the forest, the trees, the sun. The
  // daughter's tears are hers (no sadness); "no me dio ni pizca de pena bajar" denies sorrow (no sadness,
  // and in Mexico no embarrassment either: no shame). "Qué maravilla" is wonder.
  {
    id: 'es16-monarcas',
    title: 'Las monarcas',
    text: 'Estaba en el santuario de la mariposa monarca, en Michoacán, con mi hija, que llevaba meses pidiéndome ir. En la entrada había un letrero con un oso pintado que decía «Guarde silencio». Subimos a caballo por el bosque de oyameles. Arriba, millones de mariposas colgaban de los árboles como racimos, y cuando salió el sol se soltaron todas a la vez. Mi hija lloraba de la emoción. A mí, la verdad, no me dio ni pizca de pena bajar, porque me dolía todo del caballo. Pero qué maravilla.',
    symbols: ['butterfly', 'horse', 'forest', 'tree', 'sun'],
    people: ['daughter'],
    emotions: ['wonder'],
    notThere: ['bear', 'sadness', 'shame'],
    notFelt: ['sadness', 'shame'],
    written: { daughter: 'hija' },
    outsideLexicon: ['letrero', 'oyameles'],
  },
];
