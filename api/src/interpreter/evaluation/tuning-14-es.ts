// Fourteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: gathering percebes on the rocks of
// Corme in a storm, molars coming out into an elote in the zócalo of Puebla, swimming across the Paraná
// at Rosario, a bull at the corralejas of Sincelejo, a fire coming down a hill of Viña del Mar, falling
// from the stairs of the Huayna Picchu, a cyclone over the Malecón with a baby in arms in the Vedado,
// the school-leaving exam again at thirty-five in Quito, flying over the flooded salar of Uyuni, the
// doors of a sold grandmother's house in Colonia del Sacramento, a dead father visiting in a blackout
// in Ponce, a terciopelo in a shower in Cahuita, giving birth in a carro público in Santiago de los
// Caballeros, a cousin's wedding at a cortijo near Córdoba, a second-hand phone from a tianguis in
// Mexico City, hail on the motorway to Huesca, a regatta on the lake Llanquihue, an office novena in
// Bogotá, a ghost story by the fire in the páramo of Mérida and Sunday lunch at a mother-in-law's in
// Tucumán. Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Ecuadorian, Bolivian,
// Uruguayan, Puerto Rican, Costa Rican, Dominican and Venezuelan usage (un chaval, de golpe, el
// temporal, el elote con todo, la señora del puesto, la costanera, de pibes, la pileta, tocar bocina,
// me largué a reír, re feliz, de una, derechito, los tenis, jalar, el cerro, naranjo, el pasaje, el
// enamorado, el apartamento, la azotea, el examen de grado, el colegio, las bancas, el licenciado, la
// gurisa, la pieza, la marquesina, prender, las maltas, el colmado, los coquíes, meterse a bañar, café
// for brown, el carro público, el chofer, la doña, el cortijo, estar hecha polvo, el tianguis, el
// chavo, nuevecito, ni tantito, el arcén, escampar, de a poco, fíjate, la novena de aguinaldos, echar
// los perros, me dio pena, el fogón, la ruana, un frío que pelaba, en lo de, el locro, ni mu, echar
// chispas, el placard, vos, aguantás). About two thirds are plain everyday dreams with the ordinary
// images of dream reports (a storm and waves, teeth, swimming, a chase, fire, falling, a storm with a
// baby, an exam, flying, doors and rooms, the dead come back, a snake, a birth) and few traps, written
// to see that nothing is found that is not there; the others lean on what a word-matching reader gets
// wrong: images only on a phone's screen, in a story told or in a saying (a wedding, a beach, a baby, a
// birthday cake and a dog with a party hat in a stranger's photos; la Sayona, dressed in white on the
// roads, killing unfaithful men); things named in idioms and likenesses ("tirar la casa por la
// ventana", "estar en las nubes", "hecha polvo", "me quedé de piedra", "dar gato por liebre", "me
// vieron la cara", "como una telaraña", "como a un hijo", "me iba a matar", "el corazón en un puño",
// "echar los perros", "no me quitaba los ojos de encima", "roja como un tomate", "muerta de frío",
// "buscarle la quinta pata al gato", "echaba chispas", "como si nevara", "se vuelve un espejo");
// feelings denied or someone else's ("Celos, ninguno, te lo juro", "no de nervios", "Enojada, ni
// tantito", "de miedo nada", a boss "furioso", a brother's, a father's and a whole office's laughter,
// a grandmother "muy tranquila", a brother "tranquilo", a husband "muerto de susto", shouting from the
// stands), "me dio pena" as embarrassment (shame, no sadness); words and names with two senses in
// context (la arena of a bullring, la luna of a car, la vela of a boat, "mi cielo" and "mi amor" said
// to the dreamer, una llama on the salt flat, el páramo, las escaleras "de la muerte", a bag of ice,
// las lluvias of a season, la bolsa of percebes, "de golpe", "cayendo" of water and "caía" of ash, "el
// niño" for a baby, the coquíes that "cantaban"); and people only talked about, owned, on the way to or
// searched for ("la casa de mi abuela" sold years ago, a husband looked for and not found, a friend in
// Huesca the dreamer was driving to, "el anillo de su madre" of a mother-in-law) beside people really
// present (a dead grandmother praying in a cyclone, a dead father with a bag of ice, a father and a
// brother only phoned, an ex as the groom, a mother-in-law, a cousin and her parents).
// Gendered words as written: padre, señora, hermano, primo, abuela, enamorado, profesor, amiga, papá,
// amigo, prima, madre, chavo, marido, jefe, abuelo, suegra, hija. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt. None of the named people come back from
// earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_14: readonly EvaluationDream[] = [
  // Spain (Galicia). A plain dream. The father (padre as written) on the rocks; "de golpe" is suddenly
  // (no fight). The sky, the storm (temporal), the wind, the rain, the sea and its waves. The father's
  // shouting is no anger. The bag of percebes is no luggage. Back in the kitchen at home (kitchen,
  // house), the turn; the fear is the dreamer's.
  {
    id: 'es14-percebes',
    title: 'Percebes',
    text: 'Estaba con mi padre en las rocas de Corme, en Galicia, cogiendo percebes con la marea baja, como cuando yo era un chaval. De golpe el cielo se puso negro y se levantó un temporal tremendo: viento, lluvia de lado y un mar que reventaba contra las piedras en olas blancas. Mi padre me gritaba que subiera, pero yo no podía soltarme de la roca. Una ola enorme me tapó entero. Y de repente estaba en la cocina de casa, empapado, con la bolsa llena de percebes. Me desperté con un miedo que no se me quitaba.',
    symbols: ['sky', 'storm', 'wind', 'rain', 'ocean', 'wave', 'kitchen', 'house'],
    people: ['father'],
    emotions: ['fear'],
    notThere: ['fight', 'anger', 'luggage'],
    written: { father: 'padre' },
    turn: ['kitchen'],
    outsideLexicon: ['percebes', 'rocas', 'marea'],
  },
  // Mexico (Puebla). A plain dream. The zócalo before the cathedral (church); the elote eaten (food).
  // The molar and then the teeth coming out into the hand; the woman of the stall (stranger, written
  // señora). The husband is searched for and not seen anywhere (searching; no husband, and "no lo veía"
  // is no blindness). "Me morí de vergüenza" is shame, no death.
  {
    id: 'es14-elote',
    title: 'Elote con todo',
    text: 'Estaba en el zócalo de Puebla, frente a la catedral, comiéndome un elote con todo, mayonesa, queso y chile, cuando sentí algo duro. Era una muela. La escupí en la mano y luego se me empezaron a aflojar las demás, una tras otra, y se quedaban pegadas en el elote como granos. La señora del puesto me dio una servilleta sin decir nada. Yo me tapaba la boca con la mano y buscaba a mi esposo entre la gente, pero no lo veía por ningún lado. Me morí de vergüenza y me desperté tocándome los dientes.',
    symbols: ['church', 'food', 'teeth', 'hands', 'searching'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['husband', 'eyes', 'death'],
    written: { stranger: 'señora' },
    outsideLexicon: ['zócalo', 'elote', 'servilleta'],
  },
  // Argentina (Rosario). A plain dream. The brother (hermano as written); swimming across the river to
  // the island, the warm brown water; the pool is only a memory. The motorboat (boat). The brother's calm
  // is his ("tranquilo"). The sand of the island (beach) and the sun; laughing and "re feliz" are joy.
  {
    id: 'es14-parana',
    title: 'La isla',
    text: 'Estaba en la costanera de Rosario con mi hermano y, no sé por qué, decidimos cruzar el río nadando hasta la isla de enfrente, como hacíamos de pibes en la pileta. El agua del Paraná estaba tibia y marrón, y la corriente nos llevaba para abajo. Pasó una lancha enorme tocando bocina. Mi hermano nadaba adelante, tranquilo, y yo atrás, cansadísima, tragando agua, pensando que no llegaba. Cuando toqué la arena de la isla me tiré boca arriba al sol y me largué a reír. Estaba feliz, re feliz.',
    symbols: ['river', 'swimming', 'island', 'water', 'boat', 'beach', 'sun'],
    people: ['brother'],
    emotions: ['joy'],
    notThere: ['calm'],
    notFelt: ['calm'],
    written: { brother: 'hermano' },
    outsideLexicon: ['costanera', 'pileta', 'lancha'],
  },
  // Colombia (Sincelejo). A plain chase. The corralejas are a fiesta (party); "la arena" is the ring of
  // the bullfight (no beach). The cousin (family, written primo) and the crowd; its shouting is no anger.
  // The bull chases the dreamer, who runs (chased, fleeing), slips in the mud, climbs the barrier; the
  // horn brushing the trainers (shoes). The cousin's hand. The fright (susto) is fear, "un ataque de
  // risa" joy.
  {
    id: 'es14-corraleja',
    title: 'La corraleja',
    text: 'Estaba en las corralejas de Sincelejo, en fiestas de enero, metida en la arena con un montón de gente, porque mi primo me había convencido. Soltaron un toro negro, inmenso, y de una se vino derechito hacia mí. Salí corriendo, con el toro persiguiéndome y la gente gritando desde los palcos. Me resbalé en el barro, me levanté y me trepé a la barrera de madera justo cuando el cuerno me rozaba los tenis. Mi primo me jaló de la mano. Yo temblaba del susto, pero también me dio un ataque de risa.',
    symbols: ['party', 'bull', 'chased', 'fleeing', 'mud', 'climbing', 'shoes', 'hands'],
    people: ['family', 'crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['beach', 'anger'],
    written: { family: 'primo' },
    outsideLexicon: ['corralejas', 'palcos', 'barrera'],
  },
  // Chile (Viña del Mar). A plain dream. The grandmother's house (abuela as written) on a hill
  // (mountain); the fire coming down, the orange sky. The ash that "caía como si nevara" is a likeness
  // (no falling, no snow). The grandmother's little dog; running down the stairs of the passage (fleeing)
  // while the houses burn; "no podía respirar" (breath). The avenue (road). The fear is the dreamer's.
  {
    id: 'es14-incendio',
    title: 'La quebrada',
    text: 'Estaba en la casa de mi abuela, en un cerro de Viña, y el incendio venía bajando por la quebrada. El cielo estaba naranjo y caía ceniza como si nevara. Los vecinos mojaban los techos con mangueras. Yo tomé a la Pelusa, la perrita de mi abuela, y a mi abuela del brazo, y bajamos corriendo por la escalera del pasaje mientras se quemaban las casas de arriba. No podía respirar con el humo. Abajo, en la avenida, nos subieron a un camión de bomberos. Tenía un miedo horrible.',
    symbols: ['house', 'mountain', 'fire', 'sky', 'dog', 'stairs', 'fleeing', 'breath', 'road'],
    people: ['grandmother'],
    emotions: ['fear'],
    notThere: ['falling', 'snow'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['quebrada', 'ceniza', 'mangueras', 'humo', 'camión de bomberos'],
  },
  // Peru (Cusco). A plain fall. The boyfriend (enamorado as written); the stone stairs that are called
  // "de la muerte" (no death), the ruins, the summit and the mountains. The foot slipping, the fall; the
  // green parrots (bird) and the river below. "No gritaba" is no anger; the heart beating hard is fear,
  // no heart.
  {
    id: 'es14-huayna-picchu',
    title: 'Huayna Picchu',
    text: 'Estaba subiendo al Huayna Picchu con mi enamorado, por esas escaleras de piedra que les dicen «de la muerte», agarrándome de un cable. Abajo se veían las ruinas de Machu Picchu chiquitas entre las nubes. Ya casi en la cima se me resbaló el pie en un escalón mojado y me caí de espaldas al vacío. Caía despacio, viendo pasar las montañas, los loros verdes, el río Urubamba allá abajo. No gritaba. Me desperté justo antes de tocar el suelo, con el corazón latiéndome con fuerza.',
    symbols: ['stairs', 'ruins', 'mountain', 'feet', 'falling', 'bird', 'river'],
    people: ['boyfriend'],
    emotions: ['fear'],
    notThere: ['death', 'anger', 'heart'],
    written: { boyfriend: 'enamorado' },
    outsideLexicon: ['cable', 'nubes'],
  },
  // Cuba (La Habana). A plain dream. The grandmother's flat (house), the baby in arms; the cyclone
  // (storm), the wind, the rain beating ("golpeaba", no fight) on the shutters, the window, the waves
  // over the Malecón into the streets (road), the water under the door (flood). The grandmother (abuela
  // as written) is there, her death before the scene (no death), and her calm is hers. "El niño" is the
  // baby (no boy). The sea up at the roof is the turn; "aterrada" is fear.
  {
    id: 'es14-ciclon',
    title: 'El ciclón',
    text: 'Estaba en el apartamento de mi abuela en el Vedado, con mi bebé en brazos, y entraba el ciclón. El viento arrancaba las tejas, la lluvia golpeaba las persianas y por la ventana se veía cómo las olas saltaban por encima del Malecón y se metían por las calles. El agua empezó a entrar por debajo de la puerta. Mi abuela, que murió hace años, rezaba en su sillón, muy tranquila. Yo subí con el niño a la azotea, no sé para qué, y el mar ya estaba ahí, a la altura del techo. Estaba aterrada.',
    symbols: ['house', 'storm', 'wind', 'rain', 'window', 'wave', 'road', 'water', 'door', 'flood', 'ocean'],
    people: ['baby', 'grandmother'],
    emotions: ['fear'],
    notThere: ['fight', 'death', 'calm', 'boy'],
    notFelt: ['calm'],
    written: { grandmother: 'abuela' },
    turn: ['ocean'],
    outsideLexicon: ['tejas', 'persianas', 'azotea'],
  },
  // Ecuador (Quito). A plain exam dream. The school-leaving exam, the school and its classroom; the
  // Pichincha volcano in the window. The maths teacher (profesor as written), the clock racing.
  // "Nerviosa" is anxiety, with the hands shaking.
  {
    id: 'es14-examen',
    title: 'El examen de grado',
    text: 'Soñé que daba otra vez el examen de grado del colegio, en Quito, aunque ya tengo treinta y cinco años. El aula era la misma, con las bancas rayadas y el volcán Pichincha en la ventana. El profesor de matemáticas, el licenciado Andrade, me entregó la hoja y era todo en chino. Miraba el reloj y las agujas corrían. Todos mis compañeros escribían sin parar y yo no sabía ni mi nombre. Me puse tan nerviosa que me temblaban las manos. Al final sonó el timbre y me desperté sudando.',
    symbols: ['exam', 'school', 'volcano', 'window', 'clock', 'hands'],
    people: ['teacher'],
    emotions: ['anxiety'],
    written: { teacher: 'profesor' },
    outsideLexicon: ['bancas', 'hoja', 'timbre'],
  },
  // Bolivia (Uyuni). A plain flying dream. The rainy season only says when (no rain), and the salt flat
  // "se vuelve un espejo" by likeness (no mirror); the thin water and the sky, walking barefoot (feet).
  // The friend (amiga as written) taking photos. Flying; "una llama" is the animal (no fire). "Paz" is
  // calm, "una maravilla" wonder.
  {
    id: 'es14-uyuni',
    title: 'El salar',
    text: 'Estaba en el salar de Uyuni en época de lluvias, cuando se vuelve un espejo, con una capa de agua finita que refleja todo el cielo. Caminaba descalza y no se sabía dónde terminaba el suelo y empezaba el cielo. Mi amiga Ximena me sacaba fotos desde lejos. De pronto di un paso y ya no pisé nada: estaba volando, entre las nubes de arriba y las de abajo. Abajo se veía una llama chiquita, mirándome. Sentí una paz enorme, y una maravilla.',
    symbols: ['water', 'sky', 'feet', 'photo', 'flying'],
    people: ['friend'],
    emotions: ['calm', 'wonder'],
    notThere: ['rain', 'mirror', 'fire'],
    written: { friend: 'amiga' },
    outsideLexicon: ['salar', 'llama', 'nubes'],
  },
  // Uruguay (Colonia del Sacramento). A plain dream of doors and rooms. The grandmother only owned the
  // house, sold years ago (house; no grandmother). The corridor (hallway) and its doors onto rooms the
  // dreamer did not know (hidden room): stopped clocks, an iron bed (bedroom). The little blue door
  // opening onto the river at sunset (sun) is the turn; "tranquila" is calm.
  {
    id: 'es14-colonia',
    title: 'La puerta azul',
    text: 'Estaba en la casa de mi abuela en Colonia, la del barrio histórico, que en la realidad vendimos hace años. Recorría el corredor abriendo puertas y cada una daba a una pieza que yo no conocía: una llena de relojes parados, otra con una cama de hierro, otra con el piso cubierto de hojas secas. Al final del corredor había una puerta azul chiquita, de mi altura cuando era gurisa. La abrí agachada y daba al río, ancho y marrón, con el sol bajando. Me quedé sentada en el umbral, tranquila.',
    symbols: ['house', 'hallway', 'door', 'hidden_room', 'clock', 'bedroom', 'river', 'sun'],
    people: [],
    emotions: ['calm'],
    notThere: ['grandmother'],
    turn: ['river'],
    outsideLexicon: ['hojas secas'],
  },
  // Puerto Rico (Ponce). A plain dream of the dead come back. The blackout (darkness) at home (house),
  // the candles. The father (papá as written) comes, his death before the scene (no death); the bag of
  // ice is no luggage and its ice no snow. The coquíes outside are frogs, and their "cantaban" no
  // singing; the dawn is only not wanted (no sun). The father arriving is the turn; "lo extrañaba" is
  // nostalgia.
  {
    id: 'es14-apagon',
    title: 'Apagón',
    text: 'Se fue la luz en todo Ponce, como después de María, y yo estaba en la marquesina de casa con un calor insoportable. Prendí unas velas y saqué la radio de baterías. Entonces llegó mi papá, que murió en el 2019, sudado, con una bolsa de hielo y dos maltas, como si viniera del colmado. Se sentó en su silla de siempre y me contó chistes toda la noche, alumbrados por las velas. Los coquíes cantaban afuera. Yo sabía que era un sueño y no quería que amaneciera. Lo extrañaba tanto.',
    symbols: ['darkness', 'house', 'candle', 'frog'],
    people: ['father'],
    emotions: ['nostalgia'],
    notThere: ['death', 'luggage', 'snow', 'singing', 'sun'],
    written: { father: 'papá' },
    turn: ['father'],
    outsideLexicon: ['marquesina', 'radio', 'maltas'],
  },
  // Costa Rica (Limón). A plain dream. The friends' house, the shower (bathroom) and its water, whose
  // "cayendo" is no fall. The terciopelo is a snake; paralysed, unable to move or scream (paralysis,
  // voice). The friend (amigo as written) puts it out of the window; screaming at last is no anger. The
  // fright (susto) is fear.
  {
    id: 'es14-terciopelo',
    title: 'La terciopelo',
    text: 'Estaba en la casa de unos amigos en Cahuita, en Limón, y me metí a bañar. Con el agua cayendo, vi algo moverse en la esquina de la ducha: una terciopelo enorme, enroscada, café con rombos. Me quedé paralizada, sin poder moverme ni gritar, mientras la serpiente levantaba la cabeza. El agua seguía cayendo. Por fin pude gritar y llegó mi amigo Andrés con una escoba y la sacó por la ventana como si nada. Yo me quedé temblando del susto, envuelta en la toalla.',
    symbols: ['house', 'bathroom', 'water', 'snake', 'paralysis', 'voice', 'window'],
    people: ['friend'],
    emotions: ['fear'],
    notThere: ['falling', 'anger'],
    written: { friend: 'amigo' },
    outsideLexicon: ['escoba', 'toalla'],
  },
  // Dominican Republic (Santiago de los Caballeros). A plain dream. Pregnant in the dream (pregnancy), in
  // a shared taxi (car) with the merengue turned up (singing) along the avenue (road); the hospital is
  // only where it was going (no hospital). The woman holding the hand, the driver and the passengers are
  // strangers, the whole car applauding a crowd; "mi amor" is her word (no love). The birth and the baby
  // are the turn; the baby's crying is hers and "lloraba de alegría" is joy, no sadness.
  {
    id: 'es14-carro-publico',
    title: 'En el carro público',
    text: 'Estaba embarazada de nueve meses, cosa que en la vida real no estoy, y me dieron los dolores en pleno carro público en Santiago, apretada con cinco personas más. El chofer puso el merengue más alto y aceleró por la avenida, tocando bocina, rumbo al hospital. Una doña que iba al lado me agarró la mano y me dijo: «Puja, mi amor, que ya viene». Y ahí mismo, antes de llegar, di a luz a una niña chiquitita que lloraba bajito. Todo el carro aplaudió. Yo lloraba de alegría.',
    symbols: ['pregnancy', 'car', 'singing', 'road', 'hands', 'birth'],
    people: ['stranger', 'crowd', 'baby'],
    emotions: ['joy'],
    notThere: ['hospital', 'love', 'sadness'],
    notFelt: ['love', 'sadness'],
    turn: ['birth', 'baby'],
    outsideLexicon: ['carro público', 'merengue'],
  },
  // Spain (Córdoba). The cousin's wedding (prima as written; the aunt and uncle are family too): "tirar
  // la casa por la ventana" is an idiom (no house, no window). The horses, the choir (singing), the ham
  // (food). "En las nubes" and "hecha polvo" are idioms; the journey only before the scene (no journey).
  // The groom is the ex (the turn), in the suit (clothes) of the day he left her ("me dejó", no
  // loneliness), no boyfriend. Jealousy is denied, the laughter "de alivio, no de nervios" relief, not
  // anxiety. The mother (madre as written) nudges her.
  {
    id: 'es14-cortijo',
    title: 'La boda de mi prima',
    text: 'Era la boda de mi prima Rocío en un cortijo de Córdoba, y mis tíos habían tirado la casa por la ventana: caballos con cascabeles, un coro rociero, jamón para un regimiento. Rocío estaba en las nubes, guapísima. Yo, en cambio, estaba hecha polvo del viaje. Cuando por fin vi al novio en el altar me quedé de piedra: era Sergio, mi ex, con el mismo traje del día que me dejó. Celos, ninguno, te lo juro. Me dio por reírme, pero de alivio, no de nervios, y mi madre me daba codazos.',
    symbols: ['wedding', 'horse', 'singing', 'food', 'clothes'],
    people: ['family', 'ex', 'mother'],
    emotions: ['relief'],
    notThere: ['house', 'window', 'journey', 'boyfriend', 'loneliness', 'jealousy', 'anxiety'],
    notFelt: ['jealousy', 'anxiety'],
    written: { family: 'prima', mother: 'madre' },
    turn: ['ex'],
    outsideLexicon: ['cortijo', 'cascabeles'],
  },
  // Mexico (Ciudad de México). The tianguis is a market (shop); the young man of the stall (stranger,
  // written chavo). "No veo ni con lentes" is no blindness (no eyes). At home (house), the phone full of
  // photos: the other family, the wedding, the beach, the baby, the cake, the dog and the birthday are
  // only in them. "Dar gato por liebre" and "me vieron la cara" are idioms (no cat, rabbit or face). The
  // brother (hermano as written) phoned; his laughter is his. Anger is denied; "ternura" is love.
  {
    id: 'es14-tianguis',
    title: 'El celular',
    text: 'Era domingo y fui al tianguis de la colonia a comprar un celular usado, porque al mío se le rompió la pantalla. El chavo del puesto me juró que estaba nuevecito, y yo, que no veo ni con lentes, le creí. Ya en la casa lo prendí y estaba lleno de fotos de otra familia: una boda en la playa, un bebé con su pastel, un perro con gorrito de cumpleaños. Me dieron gato por liebre, y encima me vieron la cara. Le marqué a mi hermano y se rió de mí. Enojada, ni tantito; me dio una ternura rara.',
    symbols: ['shop', 'phone', 'house', 'photo'],
    people: ['stranger', 'brother'],
    emotions: ['love'],
    notThere: [
      'eyes',
      'family',
      'wedding',
      'beach',
      'baby',
      'food',
      'dog',
      'party',
      'cat',
      'rabbit',
      'face',
      'joy',
      'anger',
    ],
    notFelt: ['joy', 'anger'],
    written: { stranger: 'chavo', brother: 'hermano' },
    outsideLexicon: ['tianguis', 'lentes'],
  },
  // Spain (Aragón). The father's car on the motorway (car, road); the friend is only where the dreamer
  // was going (no friend). The hail is the storm, its "caer" no fall of the dreamer's; "la luna" is the
  // windscreen (no moon), cracked (glass) "como una telaraña" (no spider). "El corazón en un puño" is
  // anxiety, no heart; "como a un hijo" and "me iba a matar" are said (no son, no killing). The father
  // (padre as written) on the phone; his laughter is his. "Menudo alivio" is relief.
  {
    id: 'es14-granizo',
    title: 'La luna',
    text: 'Iba con el coche de mi padre por la autovía de Zaragoza, a ver a una amiga a Huesca, cuando empezó a caer granizo del tamaño de huevos. Sonaba como si nos tirasen piedras. Un trozo dio en la luna y la rajó de lado a lado, como una telaraña. Paré en el arcén con el corazón en un puño. El coche de mi padre, que lo cuida como a un hijo. Estaba segura de que me iba a matar. Pero cuando le llamé, se rió y me dijo que me tomara un café y esperara a que escampara. Menudo alivio.',
    symbols: ['car', 'road', 'storm', 'glass', 'phone'],
    people: ['father'],
    emotions: ['anxiety', 'relief'],
    notThere: ['friend', 'falling', 'moon', 'spider', 'heart', 'son', 'killing', 'joy'],
    notFelt: ['joy'],
    written: { father: 'padre' },
    outsideLexicon: ['granizo', 'arcén'],
  },
  // Chile (Puerto Varas). The regatta on the lake, the husband (marido as written) and the sailing boat
  // (boat); the snowy Osorno (volcano, snow). "La vela" is the sail (no candle). The wind, the water in
  // over the side. The husband's shouting is no anger, and "muerto de susto" his fright, no death. The
  // wet hair; "feliz" and "alegría" are joy. "Mi cielo" is what he calls her: no sky.
  {
    id: 'es14-regata',
    title: 'La vela',
    text: 'Estaba en Puerto Varas, en una regata en el lago Llanquihue con mi marido, que es el que sabe de veleros. Enfrente, el volcán Osorno, nevado. De repente se levantó un viento fuertísimo, la vela se hinchó y el bote se inclinó tanto que el agua entraba por el costado. Mi marido, pálido, me gritaba que soltara la escota. Yo la solté y el bote se enderezó de a poco. Él estaba muerto de susto. Yo no, fíjate: estaba feliz, con el pelo mojado, gritando de pura alegría. «Mi cielo, estás loca», me dijo.',
    symbols: ['lake', 'boat', 'volcano', 'snow', 'wind', 'water', 'hair'],
    people: ['husband'],
    emotions: ['joy'],
    notThere: ['candle', 'anger', 'death', 'sky'],
    written: { husband: 'marido' },
    outsideLexicon: ['regata', 'escota'],
  },
  // Colombia (Bogotá). The office novena, the carols (singing) in front of everyone (crowd). The boss
  // (jefe as written) is furious: his anger. The new colleague, Camilo, is read as boss too (the
  // lexicon's word for a coworker); "no me quitaba los ojos de encima" and "echar los perros" (to flirt)
  // are idioms (no eyes, no dog). Everyone's laughter is theirs. In Colombia "me dio pena" is
  // embarrassment: shame, no sadness, as is "roja como un tomate". The buñuelos and natilla (food).
  {
    id: 'es14-novena',
    title: 'La novena',
    text: 'Era la novena de aguinaldos de la oficina, en Bogotá, y nos tocaba cantar villancicos con maracas delante de todos. Mi jefe, don Álvaro, estaba furioso porque nadie se sabía la letra. Un compañero nuevo, Camilo, no me quitaba los ojos de encima y toda la noche me estuvo echando los perros. Cuando me tocó leer la oración, se me trabó la lengua y todo el mundo se rió. Me dio una pena horrible. Después nos dieron buñuelos y natilla, y Camilo me pasó un plato sin decir nada. Me puse roja como un tomate.',
    symbols: ['office', 'singing', 'food'],
    people: ['boss', 'crowd'],
    emotions: ['shame'],
    notThere: ['anger', 'eyes', 'dog', 'joy', 'sadness'],
    notFelt: ['anger', 'joy', 'sadness'],
    written: { boss: 'jefe' },
    outsideLexicon: ['maracas', 'buñuelos', 'natilla'],
  },
  // Venezuela (Mérida). The páramo is the high moor (no desert). The grandfather's stone house (abuelo as
  // written) and the fire of the hearth. La Sayona, her white dress, the roads, the search, the
  // unfaithful men and their killing are only in his story (no ghost, road, searching, betrayal or
  // killing). Fear is denied ("de miedo nada"); "me reía" is joy, and "muerta de frío" no death. The
  // ruana (clothes), the knocks at the door; the wet black dog is the turn.
  {
    id: 'es14-paramo',
    title: 'La Sayona',
    text: 'Estaba en el páramo de Mérida, en la casa de piedra de mi abuelo, al lado del fogón, con una neblina que no dejaba ver nada afuera. Mi abuelo me contaba la historia de la Sayona, una mujer vestida de blanco que sale a los caminos a buscar a los hombres infieles y los mata. Yo me reía, porque de miedo nada. Hacía un frío que pelaba y yo estaba muerta de frío con mi ruana. Entonces tocaron la puerta tres veces. Mi abuelo ni se movió. Yo abrí, y afuera solo había un perro negro mojado, que entró a echarse junto al fuego.',
    symbols: ['house', 'fire', 'clothes', 'door', 'dog'],
    people: ['grandfather'],
    emotions: ['joy'],
    notThere: ['desert', 'ghost', 'road', 'searching', 'betrayal', 'killing', 'fear', 'death'],
    notFelt: ['fear'],
    written: { grandfather: 'abuelo' },
    turn: ['dog'],
    outsideLexicon: ['páramo', 'fogón', 'neblina', 'ruana'],
  },
  // Argentina (Tucumán). Sunday lunch (food) at the mother-in-law's (family, written suegra; "en lo de"
  // is her house). "Buscarle la quinta pata al gato" is an idiom (no cat); the car is only talked about
  // (no car). The husband (marido as written) and the daughter (hija as written) are there. "Echaba
  // chispas" is the dreamer's anger. The wrapped box (box, gift) and the ring, only her mother's (no
  // mother), are the turn. "Me quedé de piedra" has no id; "emocionadísima" is joy, and the tears of it
  // are no sadness, the eyes filling no image of eyes.
  {
    id: 'es14-suegra',
    title: 'Empanadas',
    text: 'Era domingo y almorzábamos en lo de mi suegra, en Tucumán, empanadas y locro. Mi suegra, como siempre, le buscaba la quinta pata al gato: que las empanadas estaban secas, que mi hija estaba flaca, que el auto que nos compramos era un capricho. Mi marido, ni mu. Mi hija, al lado mío, comía callada. Yo sonreía, pero por dentro echaba chispas. De repente se levantó, abrió el placard y me dio una caja envuelta: el anillo de su madre. «Para vos, que me aguantás». Me quedé de piedra, y emocionadísima se me llenaron los ojos de lágrimas.',
    symbols: ['food', 'house', 'box', 'gift', 'ring'],
    people: ['family', 'husband', 'daughter'],
    emotions: ['anger', 'joy'],
    notThere: ['cat', 'car', 'mother', 'eyes', 'sadness'],
    notFelt: ['sadness'],
    written: { family: 'suegra', husband: 'marido', daughter: 'hija' },
    turn: ['ring'],
    outsideLexicon: ['empanadas', 'locro', 'placard'],
  },
];
