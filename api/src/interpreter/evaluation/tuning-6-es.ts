// Sixth tuning batch (Spanish), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 75 to 95 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: a lighthouse, a plant nursery, a
// teacher's burial, a kite (el volantín), a parish choir, a tattoo, a library at night, a frozen lake, a
// petrol station in the desert, a campervan, a hanging bridge in the fog, a circus, the greenhouses of
// Almería, the wedding of strangers, the grape harvest, a cable car, a mariachi serenade, a launderette, a
// piñata and a hospital waiting room. Spanish, Mexican, Argentine, Colombian, Chilean and Peruvian usage
// (encumbrar un volantín, el Dieciocho, mi viejo, un pibe, la pileta, se me hacía conocido, volteé,
// canchita, la U, a las tantas, no me da ni la hora). It leans a little more than the fifth batch on
// what readers of dreams get wrong, written as people write: metaphors and similes ("eran un
// laberinto", "ese mar de plástico", "espeso como sangre", "como una golondrina", "como dos amigas"),
// negations and contrasts ("no había luna ni una sola estrella", "ni un pájaro", "lágrimas en los ojos,
// pero no de tristeza", "en vez de miedo", "lloré de puro alivio"), verbs kept apart (singing is not
// dancing, swimming is not drowning, staying put is not chasing), words and names in another sense (la
// muñeca of the wrist, la madre Asunción, el cerro Alegre, las montañas de León, una estación perdida,
// de golpe, estaba muerta, cumpleaños feliz), other people's feelings, images only remembered or told
// and a turning point in most dreams (a recognition, a reversal, the last unexpected image), whose
// images `turn` lists. Gendered words as written: abuela, jefa, maestra, hijo, hermano, papá, madre,
// hija, mamá, médica, hermana. `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_6: readonly EvaluationDream[] = [
  // The lighthouse lamp is read as candle (as in es3-lampara-arana) and its light, put out, as light;
  // the dark that follows is darkness. No moon, no star: negated. The grandmother's death is told of a
  // grandmother who is there (as in es4-casa-tandil). "En vez de miedo" contrasts the fear away; the
  // turn is the recognition and the dark.
  {
    id: 'es6-faro',
    title: 'El faro',
    text: 'Subía la escalera de caracol de un faro en Finisterre y los escalones no se acababan nunca. Era noche cerrada: no había luna ni una sola estrella, solo el mar rugiendo allá abajo. Arriba me esperaba una mujer con bata de cuadros, de espaldas, limpiando la lámpara. Cuando se dio la vuelta vi que era mi abuela Maruja, que murió cuando yo tenía quince años. Me dijo que ya podía descansar y apagamos la luz entre las dos. Todo se quedó a oscuras y, en vez de miedo, sentí una paz inmensa.',
    symbols: ['stairs', 'ocean', 'clothes', 'candle', 'death', 'light', 'darkness'],
    people: ['grandmother'],
    emotions: ['calm'],
    notThere: ['moon', 'sky', 'fear'],
    notFelt: ['fear'],
    written: { grandmother: 'abuela' },
    turn: ['grandmother', 'darkness'],
    outsideLexicon: ['faro'],
  },
  // The nursery of plants is read as garden (the nochebuenas are flowers). The father only planted the
  // seedling long ago, when the dreamer was a girl: neither is in the scene. "No podía ni hablar del
  // asombro" is wonder, not the voice that will not come; doña Licha's tears are of joy, and hers.
  {
    id: 'es6-vivero',
    title: 'La plantita',
    text: 'Trabajaba en un vivero de Xochimilco, regando helechos y macetas de nochebuena. Mi jefa, doña Licha, me encargó una plantita que, según ella, había sembrado mi papá cuando yo era niña. Cada vez que la regaba crecía otro poquito, hasta que rompió el techo de lámina y se volvió un árbol altísimo, lleno de pájaros. Doña Licha lloraba de gusto. Yo no podía ni hablar del asombro y me quedé abajo, viéndolo, hasta que desperté.',
    symbols: ['garden', 'tree', 'bird'],
    people: ['boss'],
    emotions: ['wonder'],
    notThere: ['father', 'girl', 'voice', 'sadness'],
    notFelt: ['sadness'],
    written: { boss: 'jefa' },
    turn: ['tree', 'bird'],
    outsideLexicon: ['helechos', 'macetas'],
  },
  // Chacarita is the Buenos Aires cemetery and the cajón the coffin (as in es5-velorio). The guardapolvo
  // is the school smock, clothes. The tears in the eyes are said "no de tristeza": no eyes as an image,
  // no sadness; the laughing is the dreamer's joy. The turn is the dead teacher alive behind her.
  {
    id: 'es6-entierro-maestra',
    title: 'El entierro de la señorita Inés',
    text: 'Era el entierro de la señorita Inés, mi maestra de cuarto grado, en la Chacarita. Lloviznaba y había un montón de paraguas negros. Yo estaba en primera fila con el guardapolvo blanco, aunque ya tengo cuarenta años. Cuando bajaban el cajón, alguien me tocó el hombro: era la señorita Inés, vivita, con su rodete de siempre, preguntándome por qué no había hecho la tarea. Me desperté con lágrimas en los ojos, pero no de tristeza: me estaba riendo.',
    symbols: ['funeral', 'cemetery', 'death', 'rain', 'clothes'],
    people: ['teacher'],
    emotions: ['joy'],
    notThere: ['eyes', 'sadness'],
    notFelt: ['sadness'],
    written: { teacher: 'maestra' },
    turn: ['teacher'],
    outsideLexicon: ['paraguas', 'rodete'],
  },
  // Encumbrar un volantín (Chile) is flying a kite; the Dieciocho is only a likeness. El cerro Alegre is
  // a name (the hill is there, no joy in it); Benja's joy is his. The string turning into a shining
  // ribbon is a metaphor: no light. Staying put is not chasing. The kite becomes a condor, the turn;
  // "una pena dulce" is read as sadness.
  {
    id: 'es6-volantin',
    title: 'El volantín',
    text: 'Estaba en el cerro Alegre, en Valparaíso, encumbrando un volantín con mi hijo Benja, como para el Dieciocho. Corría buen viento y el volantín subía y subía; el hilo se me volvía una cinta brillante entre los dedos. De repente a Benja se le soltó el carrete. Yo no corrí ni lo perseguí: me quedé mirando cómo el volantín se convertía en un cóndor enorme, daba tres vueltas sobre el puerto y se perdía detrás de los cerros. Benja aplaudía feliz. A mí me quedó una pena dulce.',
    symbols: ['mountain', 'wind', 'hands', 'eagle'],
    people: ['son'],
    emotions: ['sadness'],
    notThere: ['light', 'chased', 'joy'],
    notFelt: ['joy'],
    written: { son: 'hijo' },
    turn: ['eagle'],
    outsideLexicon: ['volantín', 'hilo', 'carrete'],
  },
  // Singing in a choir is singing; "nadie bailaba" keeps dancing out, and the floor rocks like a ship's
  // deck (a simile: no boat). La madre Asunción is a nun, no mother; the nun has no people id. "Ni el
  // cumpleaños feliz" names a song, no party; "nunca me había sentido tan feliz" is joy, felt. The
  // parish is read as church.
  {
    id: 'es6-coro',
    title: 'El coro',
    text: 'Cantaba en el coro de la parroquia de mi barrio, en Valladolid, yo, que en la vida real no sé cantar ni el cumpleaños feliz. Nos dirigía la madre Asunción, una monja bajita que marcaba el compás con una cuchara de palo. Cantábamos un villancico en latín y mi voz se oía por encima de todas, limpísima. Nadie bailaba, pero el suelo se mecía como la cubierta de un barco. Nunca me había sentido tan feliz.',
    symbols: ['singing', 'church'],
    people: [],
    emotions: ['joy'],
    notThere: ['mother', 'dancing', 'boat', 'party'],
    outsideLexicon: ['monja', 'cuchara', 'villancico'],
  },
  // La muñeca is the wrist, no doll. "Mi viejo" (Argentina) is the father, only remembered with his own
  // tattoo; Boca is a football club. The tattooist has no people id (as the peluquera in
  // es5-peluqueria). No blood; the rucksack taken off is an idiom. The swallow coming alive is the turn.
  {
    id: 'es6-tatuaje',
    title: 'La golondrina',
    text: 'Me hacía un tatuaje en un local de Palermo: una golondrina chiquita en la muñeca, igual a la que tenía mi viejo en el brazo. El tatuador era un pibe lleno de aros que no paraba de hablar de Boca. No me dolía nada. Cuando terminó, la golondrina movió las alas, se despegó de la piel y se fue por la ventana abierta. Me quedó la muñeca limpita, sin una gota de sangre. Sentí un alivio enorme, como si me hubiera sacado una mochila de encima.',
    symbols: ['bird', 'window'],
    people: [],
    emotions: ['relief'],
    notThere: ['toy', 'father', 'blood', 'luggage'],
    turn: ['bird'],
    outsideLexicon: ['tatuaje', 'tatuador', 'aros'],
  },
  // Locked in the library at night is trapped; the shelves are a maze only in a metaphor. The
  // grandfather only read the book to her long ago. The old woman is the dreamer herself grown old: she
  // is named first as an old woman, then recognised (both listed, as in es4-verbena), and that is the
  // turn. The fear is denied; "ternura" is love.
  {
    id: 'es6-biblioteca',
    title: 'La biblioteca de noche',
    text: 'Me quedaba encerrada de noche en la Biblioteca Nacional, en Lima. Los estantes eran un laberinto y las lámparas verdes se prendían solas a mi paso. Buscaba un libro de tapas rojas que mi abuelo me leía de chiquita, y no había forma de encontrarlo. Al final lo tenía una señora mayor sentada en el suelo, leyéndolo en voz alta: era yo, de viejita. No me asusté para nada; me dio una ternura enorme verme así.',
    symbols: ['trapped', 'book', 'candle', 'searching', 'aging'],
    people: ['wise_elder', 'double'],
    emotions: ['love'],
    notThere: ['maze', 'grandfather', 'fear'],
    notFelt: ['fear'],
    turn: ['double', 'aging'],
    outsideLexicon: ['estantes'],
  },
  // The ice is read as snow (the lexicon's frozen). Not a bird; the ice is clear like glass (a simile).
  // The brother swims and does not drown; his calm is his. Skating alone is no loneliness (as in
  // es5-cabana). "Desesperada" is the dreamer's helplessness, "angustia" her anxiety; the turn is the
  // brother swimming on, well.
  {
    id: 'es6-lago-helado',
    title: 'El lago helado',
    text: 'Patinaba sola sobre un lago congelado cerca de Bariloche, en un silencio total: ni un pájaro. El hielo era transparente como un vidrio y abajo vi a mi hermano Martín nadando tranquilo entre las piedras. Golpeé el hielo con los puños, desesperada, pero él me hizo señas de que estaba bien y siguió nadando como en una pileta. No se ahogaba. Me desperté empapada en sudor, con una angustia que no se me fue en toda la mañana.',
    symbols: ['lake', 'snow', 'swimming'],
    people: ['brother'],
    emotions: ['helplessness', 'anxiety'],
    notThere: ['bird', 'glass', 'drowning', 'calm', 'loneliness'],
    notFelt: ['calm', 'loneliness'],
    written: { brother: 'hermano' },
    turn: ['swimming'],
    outsideLexicon: ['piedras'],
  },
  // Manejaba is driving: a car, though no other car passed. The petrol station is no station of trains
  // and "perdida" means remote, not lost. The mother only passed by earlier, looking for her (told).
  // The attendant turns out to have the father's young face and winks (as in es5-velorio, eyes): the
  // turn. The hat is clothes.
  {
    id: 'es6-gasolinera',
    title: 'La gasolinera',
    text: 'Manejaba de noche por la carretera de Hermosillo a Nogales y me paré a cargar gasolina en una estación perdida en medio del desierto. No pasaba ni un carro. El despachador era un señor de sombrero que se me hacía conocido. Mientras llenaba el tanque me contó que mi mamá había pasado por ahí hacía rato, buscándome. Cuando volteé a verlo otra vez, tenía la cara de mi papá de joven, y me guiñó un ojo. Sentí miedo y, al mismo tiempo, una ternura muy grande.',
    symbols: ['car', 'road', 'desert', 'clothes', 'face', 'eyes'],
    people: ['father'],
    emotions: ['fear', 'love'],
    notThere: ['station', 'lost', 'mother', 'searching'],
    written: { father: 'papá' },
    turn: ['father', 'face'],
    outsideLexicon: ['gasolinera', 'despachador'],
  },
  // The campervan is read as car (the mother at the wheel) and the trip as journey. León is a name (no
  // lion). The road turning into a ribbon is a metaphor (the road is there); then they float over the
  // clouds, the turn. The mother sings and the dreamer does not; the mother's joy is hers. "Con ganas de
  // llorar" is read as sadness, "echándola de menos" as nostalgia.
  {
    id: 'es6-caravana',
    title: 'La autocaravana',
    text: 'Íbamos en una autocaravana vieja por las montañas de León, mi madre al volante y yo de copiloto, como aquel verano del noventa y tantos. La carretera se volvió una cinta que se enrollaba sola y, de pronto, ya no había asfalto: íbamos flotando por encima de las nubes. Mi madre cantaba a voz en grito, feliz como nunca la vi en vida. Yo no cantaba; solo la miraba, con ganas de llorar. Me desperté echándola muchísimo de menos.',
    symbols: ['car', 'journey', 'mountain', 'road', 'flying', 'sky', 'singing'],
    people: ['mother'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['lion', 'joy'],
    notFelt: ['joy'],
    written: { mother: 'madre' },
    turn: ['flying', 'sky'],
    outsideLexicon: ['autocaravana'],
  },
  // "A pie" is an idiom; the far bank is not seen ("no veía ni la otra orilla"); the river only sounds
  // like a train. The grandfather, dead for years, is only expected: the one waiting is the dreamer's
  // son, grown old, in the grandfather's hat (the turn). "Sin entender nada" is confusion.
  {
    id: 'es6-puente-niebla',
    title: 'El puente',
    text: 'Cruzaba a pie un puente colgante sobre un río, en Boyacá, con una niebla tan espesa que parecía algodón. No veía ni la otra orilla. Del otro lado alguien me llamaba por mi apodo de chiquita, y yo estaba segura de que era mi abuelo Efraín, aunque él murió hace años. Las tablas crujían y el río sonaba como un tren. Cuando por fin llegué, no era mi abuelo sino mi hijo, ya viejito, con el sombrero del abuelo puesto. Me quedé fría, sin entender nada.',
    symbols: ['bridge', 'river', 'aging', 'clothes'],
    people: ['son'],
    emotions: ['confusion'],
    notThere: ['feet', 'eyes', 'beach', 'train', 'grandfather', 'death'],
    written: { son: 'hijo' },
    turn: ['son', 'aging'],
    outsideLexicon: ['niebla'],
  },
  // The sister flies across like a swallow (a simile: no bird) and then stays floating in the air, read
  // as flying though it is hers: the turn. The audience shouting is no anger; "de pie" and "el corazón
  // en la boca" are idioms, the second read as anxiety. Crying from pride is no sadness. The canchita
  // (toasted corn, Peru) is food; the spangled costume, clothes.
  {
    id: 'es6-circo',
    title: 'La trapecista',
    text: 'Fui al circo y en la pista apareció mi hermana Rosa vestida de trapecista, con lentejuelas. Yo la miraba desde la tribuna, entre un público que comía canchita y gritaba. Ella se soltaba del trapecio y cruzaba de un lado a otro como una golondrina, sin red. En el último salto nadie la agarró y se quedó flotando en el aire, sonriendo. El público aplaudía de pie. Yo tenía el corazón en la boca y después lloré de puro orgullo.',
    symbols: ['flying', 'food', 'clothes'],
    people: ['sister', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['bird', 'anger', 'feet', 'heart', 'sadness'],
    notFelt: ['sadness'],
    written: { sister: 'hermana' },
    turn: ['flying'],
    outsideLexicon: ['circo', 'trapecio', 'lentejuelas'],
  },
  // "Ese mar de plástico" is the greenhouses, no sea; a heat that chokes is no drowning; the aisles
  // between the plastic walls are no hallway. The greenhouses are read as garden (the lexicon's huerta),
  // the bumblebees as bees. The dogs are first told, then one is there, a puppy; the girl asleep in a box
  // with it is the turn.
  {
    id: 'es6-invernadero',
    title: 'El mar de plástico',
    text: 'Buscaba a mi hija en ese mar de plástico que son los invernaderos de El Ejido, entre tomateras más altas que yo. Hacía un calor que te ahogaba y los pasillos eran todos iguales. La llamaba, cada vez más angustiada, y solo me contestaba el zumbido de los abejorros. Una jornalera me dijo que mi hija estaba bien, que la había visto jugando con unos perros. Era verdad: la encontré dormida dentro de una caja de pimientos, abrazada a un cachorrito. Qué alivio.',
    symbols: ['searching', 'garden', 'bees', 'box', 'dog'],
    people: ['daughter'],
    emotions: ['anxiety', 'relief'],
    notThere: ['ocean', 'drowning', 'hallway'],
    written: { daughter: 'hija' },
    turn: ['box', 'dog'],
    outsideLexicon: ['invernadero', 'tomateras', 'pimientos', 'jornalera'],
  },
  // At a wedding "los novios" and "la novia" are the couple and the bride, no boyfriend or girlfriend;
  // "como si fuera de la familia" and "hermana" are a likeness and a greeting. Everyone dances but the
  // dreamer: dancing is there. The bride has the dreamer's face, the turn (double). "Rarísima" qualifies
  // the envy, no confusion of hers (as in es4-casa-tandil); the happiness is the bride's.
  {
    id: 'es6-boda-desconocidos',
    title: 'La boda equivocada',
    text: 'Me colaba en la boda de unos desconocidos, en una finca cerca de Cartagena. No conocía ni a los novios ni a nadie, pero todos me saludaban como si fuera de la familia. En la pista todos bailaban; yo no, yo me quedé en la mesa comiendo torta. Entonces la novia se acercó, me tomó de la mano y me dijo: «Gracias por venir, hermana». Tenía mi misma cara. Me dio una envidia rarísima de su vestido y de su felicidad.',
    symbols: ['wedding', 'dancing', 'food', 'hands', 'face', 'clothes'],
    people: ['stranger', 'double'],
    emotions: ['jealousy'],
    notThere: ['boyfriend', 'girlfriend', 'family', 'sister', 'confusion', 'joy'],
    notFelt: ['joy'],
    turn: ['double', 'face'],
  },
  // "Yo estaba muerta" is tiredness, "de golpe" suddenly: no death, no fight. It rains wine (rain, the
  // turn), thick like blood (a simile). The pickers' laughter is theirs; the disgust is the dreamer's.
  // The grapes are read as food.
  {
    id: 'es6-vendimia',
    title: 'La vendimia',
    text: 'Estaba en la vendimia, en una finca de Maipú, cosechando uvas con mi abuela Teresa, que en la vida real nunca pisó Mendoza. Llenábamos los tachos y los vaciábamos en un camión, con un sol que partía la tierra. Ella no se cansaba nunca; yo estaba muerta. De golpe empezó a llover vino tinto, espeso como sangre, y los cosecheros se reían y abrían la boca para tomarlo. A mí me dio un asco tremendo. Mi abuela me secó con su pañuelo y me dijo que no fuera tan delicada.',
    symbols: ['food', 'sun', 'rain'],
    people: ['grandmother'],
    emotions: ['disgust'],
    notThere: ['death', 'fight', 'blood', 'joy'],
    notFelt: ['joy'],
    written: { grandmother: 'abuela' },
    turn: ['rain'],
    outsideLexicon: ['uvas', 'vino', 'tachos', 'camión', 'pañuelo'],
  },
  // The boss ignores the dreamer only at the office, which is not in the dream; "a mitad de camino", "a
  // los pies" and "como dos amigas" are idioms and a likeness. The stuck cabin is read as trapped, the
  // city below (Santiago) as city. The turn is the cold boss turned warm; her hysteria is only
  // expected. "En paz" is calm.
  {
    id: 'es6-teleferico',
    title: 'El teleférico',
    text: 'Subía en el teleférico del cerro San Cristóbal con mi jefa, la señora Patricia, que en la oficina no me da ni la hora. A mitad de camino la cabina se detuvo y quedamos colgando sobre Santiago, con todo el smog a los pies. Yo pensé que se iba a poner histérica, pero sacó un termo y me sirvió un té. Me contó que de chica quería ser astronauta. Conversamos horas, como dos amigas, mirando la cordillera nevada. No sentí vértigo ni nada; estaba en paz.',
    symbols: ['mountain', 'trapped', 'city', 'snow'],
    people: ['boss'],
    emotions: ['calm'],
    notThere: ['office', 'road', 'feet', 'friend'],
    written: { boss: 'jefa' },
    turn: ['boss'],
    outsideLexicon: ['teleférico', 'termo'],
  },
  // The mariachi sings to the mother, dead three years (told), who then appears at the window opposite:
  // the turn, and a mother who is there. The pyjamas and the dressing gown are clothes. "No lloré"
  // denies the crying; the happiness that does not fit in the chest is joy.
  {
    id: 'es6-serenata',
    title: 'Las mañanitas',
    text: 'Era de madrugada y un mariachi completo le cantaba las mañanitas a mi mamá debajo de la ventana de nuestra casa de Guadalajara. Yo me asomaba al balcón en pijama para decirles que mi mamá se había muerto hace tres años. El del guitarrón me contestó que no importaba, que ella los estaba oyendo desde la ventana de enfrente. Volteé y ahí estaba, en bata, saludándome con la mano. No lloré. Me quedé quietecita, con una felicidad que no me cabía en el pecho.',
    symbols: ['singing', 'window', 'house', 'clothes', 'death', 'hands'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mamá' },
    turn: ['mother'],
    outsideLexicon: ['mariachi', 'guitarrón', 'balcón'],
  },
  // Only the father's shirt is there: the father is alive and estranged, not in the dream. The dryer's
  // door is no door of a place. The anger is denied; missing him is nostalgia. The father's shirt among
  // her own clothes is the turn.
  {
    id: 'es6-lavanderia',
    title: 'La camisa de cuadros',
    text: 'Estaba en una lavandería de autoservicio de Gràcia, a las tantas, esperando a que terminara la secadora. La ropa daba vueltas como un remolino y, entre mis camisetas, vi pasar la camisa de cuadros de mi padre, la que se ponía los domingos. Abrí la puerta a media vuelta y olía a él, a tabaco y a colonia. Mi padre está vivo, pero hace dos años que no nos hablamos. Me senté en el suelo abrazada a la camisa. No estaba enfadada con él; lo echaba de menos.',
    symbols: ['clothes'],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['father', 'door', 'anger'],
    notFelt: ['anger'],
    turn: ['clothes'],
    outsideLexicon: ['lavandería', 'secadora'],
  },
  // A nephew is family (as the niece in es5-zoologico). The blindfold is read as eyes. Everyone shouting
  // «¡dale!» is no anger. The ex is only a face on the piñata, as someone only in a photo (es5-mudanza):
  // the face and the letters inside are the turn. The laughter is the dreamer's joy.
  {
    id: 'es6-pinata',
    title: 'La piñata',
    text: 'Era el cumpleaños de mi sobrino Emiliano, en un salón de fiestas de Puebla, y me tocaba pegarle a la piñata con los ojos vendados. Todos gritaban «¡dale, dale, dale!». Le pegaba y le pegaba y no se rompía. Cuando por fin me quité la venda, la piñata tenía la cara de mi exnovio, con su sonrisita de siempre. Me dio muchísima risa y le di con ganas. De adentro no salieron dulces, sino cartas: todas las que le escribí y nunca le mandé.',
    symbols: ['party', 'eyes', 'face', 'letter'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['anger', 'ex'],
    turn: ['face', 'letter'],
    outsideLexicon: ['piñata'],
  },
  // The father is being operated on out of sight: no father, no heart as an image. The doctor who comes
  // out turns out to be the dreamer's younger sister, the turn (both listed, as she names them). The
  // clock without hands is a clock; the white coat, clothes. Crying from relief is no sadness.
  {
    id: 'es6-sala-de-espera',
    title: 'La sala de espera',
    text: 'Esperaba en la sala de espera de una clínica de Miraflores mientras operaban a mi papá del corazón. Había un reloj enorme sin agujas y una tele con un partido de la U, sin volumen. Por fin salió la médica, una señora bajita con la bata manchada, y me dijo que todo había salido bien. La abracé y, al soltarla, vi que era mi hermana menor, que en la vida real está estudiando Medicina. Lloré de puro alivio ahí mismo, en el pasillo.',
    symbols: ['hospital', 'clock', 'clothes', 'hallway'],
    people: ['doctor', 'sister'],
    emotions: ['relief'],
    notThere: ['father', 'heart', 'sadness'],
    notFelt: ['sadness'],
    written: { doctor: 'médica', sister: 'hermana' },
    turn: ['sister'],
    outsideLexicon: ['tele'],
  },
];
