// Spanish, eighteenth tuning batch, the fourteenth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America (Spain: Seville, Asturias and Navarre; Mexico, Argentina,
// Uruguay, Colombia, Chile, Peru, Venezuela, Cuba, the Dominican Republic, Puerto Rico, Ecuador,
// Bolivia, Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panama), each in its own
// idiom ("la Madrugá", "de costalero", "mi compadre", "la chicotá", "con mala leche", "de categoría",
// "hasta las narices", "nomás por molestar", "güey", "una muina", "la paso bonito", "me chiflaban",
// "pecho frío", "hacé como que tocás", "un julepe bárbaro", "cagándome de risa", "un gentio barbaro",
// "correte", "mi parcero", "un man", "me hizo pistola", "emberracado", "mi pololo", "lo manda a la
// cresta", "quedo plop", "por vacilarse", "se atoraba de risa", "picón", "me echó vaina", "un cagón",
// "un coscorrón", "un cepillado", "culillo", "un malcriado", "mi pana", "por joder", "embelesao",
// "estaba que trinaba", "unos patojos", "un saraguate", "me puso como trapo", "un mae", "lástima", "un
// diablo rojo", "el pavo", "de ley", "harta rabia", "una chalina", "tereré", "se desarman de risa",
// "nos echa en cara", "unas minutas", "un igualado", "acojonado", "si tenéis narices", "el mus", "un
// órdago", "me sienta como una patada", "morriña", "mi amá", "se le puso al brinco", "partir la madre",
// "me encabroné", "la seño", "se hizo la distraída", "un petiso", "re podrida").
// Conventions followed (README.md, es-tuning-17.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient ("nos tiraba sidra", "nos llamaba
// abuelos", "nos acusa de hacer trampas", "nos pone unos vinos", "nos echa en cara", "nos dijo que ...
// nos iba a partir la madre"), but one said of two or more ("le regala una a cada niño") is written
// once for each; an act of a group is coded to the group only, and a member singled out of it ("uno de
// ellos" of the patojos, "una" of the macaws, "una de las bailarinas") is coded to the group unless
// named, while people who stand out from a group by name (Tiziano among "mis alumnos") are coded apart;
// two people named together after a group word ("nuestros hijos, Regina y Santi", "mis amigos del
// colegio, el Osvaldo y el Fabri") are two characters; someone dead in waking life but present in the
// dream is coded ("mi hermana Chela, que murio en el 2019", "Patxi, ..., que murió el invierno
// pasado"); in-laws are family ("mi cuñado Iván", "su esposa, la Gaby" of the dreamer's brother), the
// friends and relatives of people the dreamer knows known ("su papá, don Ramón" of a girlfriend, "su
// hermana Laura" of a friend, "la mamá del Osvaldo", "su yerno" of an acquaintance); a girlfriend, a
// pololo, a pana and a parcero are friends; whoever runs the work the dreamer is doing (the capataz)
// is known; crowds present ("un gentio barbaro", "un montón de gente", "muchísima gente", "todo el
// mundo", "toda la gradería", "el público") are characters; guilt, shame and embarrassment
// ("vergüenza") are apprehension, relief, pride and amusement happiness; laughter aimed at no one ("se
// ríe", "me rio como loca", "cagándome de risa", "se atoraba de risa", "se desarman de risa", "me dio
// risa") is the laugher's amusement, not an interaction, while laughing at someone ("me señalaba
// muerta de risa") is mockery; crying from a fright is the fright only ("se echó a llorar del susto");
// body sensations ("el agua quema", "un frío que cala los huesos", "un calor de morirse", "me dolía
// todo", "agotada") and feelings of no HVdC class ("me senti mal") are not coded, nor are negated
// feelings ("No sentía miedo", "Iván no estaba nada asustado"); acts only wished ("Yo quería bajarme",
// "Quiero darle un abrazo a Patxi") or asked for ("Le pedí una mano") and accidents (a whale's splash,
// capsizing) are not coded; a rite (the pineapples thrown to the public "como es la costumbre", the
// Cañonazo fired by the soldiers, the maraca of a Diablo Danzante "como hacen ellos") and a
// professional's work (the capataz's calls, a guard asking for silence, a guide's rule about lights,
// the pavo calling the stops) are not coded, nor is a game (a hand of mus); a hostile line in comillas
// or after a raya is the act itself; a defence said to the attacker ("le dice al muchacho que me
// respete", "—¿Qué te pasa, güey? ¡Devuélveselo!", "la piscina no es de nadie") is aggression to the
// attacker only; being sent away ("correte que ese es mi lugar", "lo mandó de vuelta al hotel") and a
// refusal to speak ("no le dirigí la palabra") are rejection, not physical; a prank meant to frighten
// that touches someone (the push on the raft) and one that makes someone fall (thrown into the lake)
// are physical aggression; water thrown at someone on purpose is physical aggression (the bucket in
// es-tuning-15.ts); theft is physical; a rescue that pulls the victim free is friendliness (physical),
// even by a professional (the firefighter in es-tuning-16.ts); praise is friendliness ("me felicitó"
// in es-tuning-3.ts); tending a wound is friendliness (physical); asking the dreamer to dance is
// friendliness, a piropo and flirting are sexual advances (not physical), a girlfriend's kiss is
// sexuality (physical), a hand held and a hug friendliness (physical); animals are coded of unknown sex.
// Conventions this batch had to decide: surprise and astonishment ("asombrada", "quedo plop" in Chile)
// are confusion, the HVdC class that holds them; a smile at the dreamer is friendliness, as the wave in
// es-tuning-17.ts; a rude gesture ("me hizo pistola", Colombia, the finger) is aggression, not
// physical, an act apart from the head-butt before it; whistles and a shouted line from the same group
// at the same moment ("me chiflaban y me gritaban «¡Andate, pecho frío!»") are one act of jeering; a
// heart made with the hands is a friendly gesture, and a whispered reassurance after an invitation a
// second friendly act; driving an attacking bird off with a hat, without touching it, is aggression to
// the flock (not physical), not a rescue of the child; in a show fight (the cholitas luchadoras) the
// bout is the show, but water emptied on a spectator "ya fuera del ring" is physical aggression, as a
// blow outside the play in es-tuning-14.ts; the signals of mus and an órdago won are the game; a kid
// goat eating a child's cap is destruction of property (physical), as the pelican's theft in
// es-tuning-17.ts; a guide lending his own poncho is friendliness, no part of his work; pretending not
// to notice a request for help ("se hizo la distraída") is a deliberate snub (rejection); jumping on
// someone and hugging her, or picking a child up and holding him, is one friendly act; a float taken
// and given back is the theft only (the return is restitution, not coded); the Diablos Danzantes de
// Yare are men in costume, a group of persons (unknown sex, a masculine plural); the pupils of a
// teacher dreamer are known; the owner of the bar of the dreamer's village is known, as "medio pueblo"
// in es-tuning-16.ts; "mi compadre" (Andalusia) is a friend, as "mi comadre" in es-tuning-15.ts; "mi
// amá" (Mexico) is the mother; "el pavo" (Panama) is the driver's mate who collects the fares, a man;
// "patojos" (Guatemala) are youngsters of unknown sex; "un julepe" (Río de la Plata), "culillo"
// (Venezuela) and "acojonado" (Spain) are fear; "muina" and "me encabroné" (Mexico), "emberracado"
// (Colombia), "picón" (Peru), "estaba que trinaba" (Cuba), "re podrida" (Argentina), "hasta las
// narices" and "me sienta como una patada" (Spain) are anger; "morriña" (Spain), "lástima" (pity) and
// "nostalgia" (as in es-tuning-17.ts) are sadness; "embelesao" (Puerto Rico) and "me sentía el rey del
// mundo" are happiness; "de ley" (Ecuador) means surely and names no feeling.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_18: HandCodedDream[] = [
  // The capataz, who runs the work under the paso, is known, and his calls are his work; "mi compadre"
  // (Andalusia) is a friend. Cheering the dreamer on is friendliness, the heel kicks "con mala leche" (on
  // purpose) physical aggression, drying his sweat friendliness (physical), "lo había hecho de categoría"
  // praise. "hasta las narices" is anger, "emocionadísimo" happiness; the aches are a body sensation.
  {
    text: 'Era la Madrugá en Sevilla y yo iba de costalero debajo del paso de la Esperanza, con la faja apretadísima y sin ver nada. El capataz, don Manolo, daba las voces desde fuera. A mi lado iba mi compadre Rafa, que no paraba de darme ánimos. El de delante, un chaval nuevo, se pasó toda la chicotá dándome taconazos con mala leche. En la calle Parras estaba mi madre en la acera y me secó el sudor con su pañuelo, y al terminar don Manolo me dijo que lo había hecho de categoría. Me dolía todo y el chaval me tenía hasta las narices, pero iba emocionadísimo.',
    characters: [
      'person male known | el capataz, don Manolo',
      'person male friend | mi compadre Rafa',
      'person male stranger | el de delante, un chaval nuevo',
      'person female family | mi madre',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D physical', 'friendliness 3>D physical', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present, with dialogue. "nuestros hijos, Regina y Santi" are two characters; the fish are
  // animals present with no act. Taking the float "nomás por molestar" is theft (physical); Beto's line
  // after the raya is aggression to the güero, and giving the float back restitution (not coded); "se ríe"
  // is the güero's amusement. The marquesita given "a cada niño" is written once for each. "muina"
  // (Mexico) is anger.
  {
    text: 'Estoy en un cenote cerca de Valladolid con mi esposo, Beto, y nuestros hijos, Regina y Santi. El agua es azul oscuro y unos pececitos negros nadan entre nuestras piernas. Un güero con una GoPro le quita el flotador a Regina nomás por molestar. Beto le dice: —¿Qué te pasa, güey? ¡Devuélveselo! El güero se ríe, se lo devuelve y se va nadando. Luego una señora que vende marquesitas en la entrada le regala una a cada niño. Me da una muina con el güero, pero la paso bonito.',
    characters: [
      'person male family | mi esposo, Beto',
      'person female family | Regina',
      'person male family | Santi',
      'animal unknown - plural | unos pececitos negros',
      'person male stranger | un güero con una GoPro',
      'person female stranger | una señora que vende marquesitas en la entrada',
    ],
    interactions: ['aggression 4>1 physical', 'aggression 0>4', 'friendliness 5>1', 'friendliness 5>2'],
    emotions: ['happiness 4', 'anger D', 'happiness D'],
  },
  // The girlfriend's father is known. Inviting the dreamer on stage is friendliness. Uncertain: whistling
  // and shouting «¡Andate, pecho frío!» are one act of jeering by the group. The heart made with the hands
  // is a friendly gesture, the whispered «Tranquilo» a second friendly act of don Ramón. "un julepe" (Río
  // de la Plata) is fear; "cagándome de risa" is the dreamer's amusement.
  {
    text: 'Soñé que estaba en la Fiesta del Chamamé, en Corrientes, con mi novia, la Romi, y su papá, don Ramón, que toca el acordeón. En pleno anfiteatro don Ramón me invitó a subir al escenario a tocar la guitarra con él, y yo no sabía ni un acorde. Unos muchachos de la primera fila me chiflaban y me gritaban «¡Andate, pecho frío!». La Romi me hacía un corazón con las manos desde abajo. Don Ramón se me acercó y me dijo al oído: «Tranquilo, hacé como que tocás». Me agarró un julepe bárbaro, pero terminé cagándome de risa.',
    characters: [
      'person female friend | mi novia, la Romi',
      'person male known | su papá, don Ramón, que toca el acordeón',
      'person unknown stranger plural | unos muchachos de la primera fila',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D', 'friendliness 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Typed in a hurry, in the present. "un gentio barbaro" is the crowd present. "correte que ese es mi
  // lugar" sends the dreamer off (rejection); Walter's answer is aggression to the woman. Jumping on her
  // and hugging her is one friendly act (physical); "me rio como loca" is the dreamer's amusement. The
  // sister, dead in waking life, is present; her smile is friendliness. "nostalgia" is sadness.
  {
    text: 'estoy en las termas de dayman con mi marido Walter y mi nieta Sofi, en la piscina grande. hay un gentio barbaro y el agua quema. una señora con gorro de baño me dice correte que ese es mi lugar que yo vengo todos los años. Walter le contesta que la piscina no es de nadie. despues Sofi se me tira encima de un salto y me abraza fuerte y yo me rio como loca. en el borde aparece sentada mi hermana Chela, que murio en el 2019, y me sonrie. me desperte con una nostalgia terrible',
    characters: [
      'person male family | mi marido Walter',
      'person female family | mi nieta Sofi',
      'person unknown stranger plural | un gentio barbaro',
      'person female stranger | una señora con gorro de baño',
      'person female family | mi hermana Chela',
    ],
    interactions: ['aggression 3>D', 'aggression 0>3', 'friendliness 1>D physical', 'friendliness 4>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // The crowd in the pogo is present. The head-butt "no fue sin querer" is physical aggression; "me hizo
  // pistola" (Colombia, the finger) is a second act, not physical. Camilo pushing him out of the circle is
  // aggression to him (physical); cleaning the blood friendliness (physical). A friend's sister is known.
  // "emberracado" (Colombia) is anger, "asustado" fear; "buenísimo" names no feeling.
  {
    text: 'Fui a Rock al Parque con mi parcero Camilo y su hermana Laura, que iba por primera vez. En el pogo, entre un montón de gente saltando, un man grandote con camiseta de Kraken me dio un cabezazo en la boca, y no fue sin querer, porque después me hizo pistola. Camilo lo empujó hasta sacarlo del círculo. Laura me limpió la sangre del labio con un pañuelo. Quedé emberracado con ese man y un poco asustado, pero el concierto estuvo buenísimo.',
    characters: [
      'person male friend | mi parcero Camilo',
      'person female known | su hermana Laura',
      'person unknown stranger plural | un montón de gente',
      'person male stranger | un man grandote con camiseta de Kraken',
    ],
    interactions: ['aggression 3>D physical', 'aggression 3>D', 'aggression 0>3 physical', 'friendliness 1>D physical'],
    emotions: ['anger D', 'apprehension D'],
  },
  // Told in the present. A pololo (Chile) is a boyfriend; the Brazilian tourists are a group present with
  // no act, the gringo "de otro tour" no member of it. Lending his own poncho is the guide's friendliness,
  // no part of his work; "lo manda a la cresta" (tells him to get lost) is aggression to the gringo. The
  // hug from behind is friendliness (physical). The cold is a body sensation; "quedo plop" (Chile,
  // stunned) is surprise, coded as confusion.
  {
    text: 'Estoy en los géiseres del Tatio a las seis de la mañana con mi pololo, el Nico, y un grupo de turistas brasileños. Hace un frío que cala los huesos y el vapor sale del suelo como humo. El guía, un caballero atacameño, me ve tiritando y me presta su propio poncho. Un gringo de otro tour se salta la cuerda para sacarse una selfie al lado de un géiser y el guía lo manda a la cresta. El Nico me abraza por detrás para calentarme. Estoy feliz, hasta que un géiser revienta al lado mío y quedo plop.',
    characters: [
      'person male friend | mi pololo, el Nico',
      'person unknown stranger plural | un grupo de turistas brasileños',
      'person male stranger | el guía, un caballero atacameño',
      'person male stranger | un gringo de otro tour',
    ],
    interactions: ['friendliness 2>D', 'aggression 2>3', 'friendliness 0>D physical'],
    emotions: ['happiness D', 'confusion D'],
  },
  // The dreamer says his trade (a taxi driver in Lima). The embroidered key ring is a gift. The little push
  // "por vacilarse" (Peru, for fun), as if to throw him in, is a prank meant to frighten that touches him
  // (physical); calling him "un inmaduro" and not speaking to him for the rest of the trip are two acts.
  // "se atoraba de risa" is the mother's amusement. "picón" (Peru) is anger.
  {
    text: 'Soñé que estaba en las islas flotantes de los Uros, en el Titicaca, con mi mamá y mi hermano Jhonatan. Yo, que soy taxista en Lima, nunca había visto tanta agua junta. En una casita de totora, una señora uro con pollera fucsia me regaló un llavero bordado. Después, en la balsa, Jhonatan por vacilarse me dio un empujoncito como si me fuera a tirar al lago. Le dije que era un inmaduro y no le dirigí la palabra el resto del paseo. Mi mamá se atoraba de risa. Yo tenía un miedo horrible al agua helada y quedé picón con mi hermano.',
    characters: [
      'person female family | mi mamá',
      'person male family | mi hermano Jhonatan',
      'person female stranger | una señora uro con pollera fucsia',
    ],
    interactions: ['friendliness 2>D', 'aggression 1>D physical', 'aggression D>1', 'aggression D>1'],
    emotions: ['happiness 0', 'apprehension D', 'anger D'],
  },
  // The dreamer is a boy of ten again. Uncertain: the Diablos Danzantes are men in costume, a group of
  // persons of unknown sex (a masculine plural); the maraca shaken in his face "como hacen ellos" is the
  // rite, and "uno de los diablos" is coded to the group. "me echó vaina" (Venezuela, kept teasing me) is
  // one act; the grandmother's coscorrón is physical, the cepillado she buys him a gift. "culillo" is fear.
  {
    text: 'Tenía otra vez diez años y estaba en San Francisco de Yare el día de Corpus Christi, con mi abuela Carmen y mi primo Yorman, viendo a los Diablos Danzantes con sus máscaras rojas y sus maracas. Uno de los diablos se me plantó enfrente y me sacudió la maraca en la cara, como hacen ellos, y yo pegué un brinco. Yorman me echó vaina toda la tarde diciendo que yo era un cagón. Mi abuela le dio un coscorrón y a mí me compró un cepillado de colita. Me dio un culillo tremendo con el diablo, pero después estaba contentísimo.',
    characters: [
      'person female family | mi abuela Carmen',
      'person male family | mi primo Yorman',
      'person unknown stranger plural | los Diablos Danzantes con sus máscaras rojas y sus maracas',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1 physical', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present, with a line in comillas. "Una ballena" is one of the whales (coded to the group),
  // and its splash is no act. The crew member's quoted rebuke is aggression to the aunt, her answer ("es
  // un malcriado") aggression to him. Holding the dreamer's hand is friendliness (physical). "asombrada"
  // (astonished) is confusion; "furiosa" is the aunt's anger.
  {
    text: 'Estoy en un bote en la bahía de Samaná con mi mamá y mi tía Mayra, viendo las ballenas jorobadas. Una ballena saca la cola al ladito del bote y nos empapa. Mi tía se para para tomar una foto y un muchacho de la tripulación le grita: «¡Siéntese, doña, que usted no es la dueña del bote!». Ella le contesta que a ella nadie la manda y que es un malcriado. Mi mamá me tiene agarrada de la mano todo el tiempo. Yo estoy asombrada y un poquito asustada, y mi tía está furiosa.',
    characters: [
      'person female family | mi mamá',
      'person female family | mi tía Mayra',
      'animal unknown - plural | las ballenas jorobadas',
      'person male stranger | un muchacho de la tripulación',
    ],
    interactions: ['aggression 3>1', 'aggression 1>3', 'friendliness 0>D physical'],
    emotions: ['confusion D', 'apprehension D', 'anger 1'],
  },
  // A pana (Puerto Rico) is a friend. Flirting with the dreamer is a sexual advance (not physical).
  // Splashing her with the paddle "por joder" is physical aggression, as the bucket of water in
  // es-tuning-15.ts; "un cabrón" is the dreamer's aggression to Josué. "embelesao" is happiness.
  {
    text: 'Soñé que estaba en la bahía bioluminiscente de Fajardo, remando de noche en un kayak con mi pana Josué, que es enfermero como yo. Cada vez que metía el remo, el agua se prendía de azul. Una muchacha de otro kayak se nos arrimó y me estuvo coqueteando un buen rato, preguntándome de dónde era y si tenía novia. Josué, por joder, le salpicó agua con el remo y ella se fue. Le dije que era un cabrón. Me quedé molesto con él, pero estaba embelesao con el agua.',
    characters: ['person male friend | mi pana Josué', 'person female stranger | una muchacha de otro kayak'],
    interactions: ['sexuality 1>D', 'aggression 0>1 physical', 'aggression D>0'],
    emotions: ['anger D', 'happiness D'],
  },
  // The crowd and the soldiers in period dress are groups present; firing the cannon is the rite. Yadiel's
  // crying from the fright is the fright only. The line in comillas said to the boy is mockery, to him.
  // Picking him up and holding him is one friendly act (physical); the mint given to him is a gift.
  // "estaba que trinaba" is anger.
  {
    text: 'Soñé que llevaba a mi nieto Yadiel, que tiene seis años, al Cañonazo de las nueve en La Cabaña. Había muchísima gente apretada en la muralla. Los soldados vestidos de época prendieron la mecha y el cañonazo sonó tan duro que Yadiel se echó a llorar del susto. Un muchacho que estaba al lado le soltó al niño: «¡Llorón, pareces una hembrita!». Yo cargué a Yadiel y lo apreté contra mí. Una señora le dio un caramelo de menta para calmarlo. Yo estaba que trinaba con el muchacho.',
    characters: [
      'person male family | mi nieto Yadiel',
      'person unknown stranger plural | muchísima gente',
      'person unknown stranger plural | los soldados vestidos de época',
      'person male stranger | un muchacho que estaba al lado',
      'person female stranger | una señora',
    ],
    interactions: ['aggression 3>0', 'friendliness D>0 physical', 'friendliness 4>0'],
    emotions: ['apprehension 0', 'anger D'],
  },
  // Told in the present. "patojos" (Guatemala) are youngsters of unknown sex; asking them for silence is
  // the guard's work, and the tongue stuck out by "uno de ellos" is mockery, coded to the group. The
  // howler monkey (saraguate) only roars. A girlfriend's kiss is sexuality (physical).
  {
    text: 'Estoy en Tikal con mi novia, Andrea, arriba del Templo IV, esperando el amanecer. Un grupo de patojos de un colegio no deja de gritar. Un saraguate ruge desde un ceibo y Andrea se asusta muchísimo. El guarda del parque les pide silencio a los patojos y uno de ellos le saca la lengua. Cuando sale el sol, Andrea me da un beso. Estoy feliz.',
    characters: [
      'person female friend | mi novia, Andrea',
      'person unknown stranger plural | un grupo de patojos de un colegio',
      'animal unknown - | un saraguate',
      'person male stranger | el guarda del parque',
    ],
    interactions: ['aggression 1>3', 'sexuality 0>D physical'],
    emotions: ['apprehension 0', 'happiness D'],
  },
  // Typed in a hurry. The macaw that pulls Dania's earring is one of the flock, coded to the group
  // (physical). Uncertain: scaring it off with his hat, without touching it, is the guide's aggression to
  // the birds, not physical, rather than a rescue of Dania. "me puso como trapo" (scolded me hard) is
  // aggression; "todo el mundo" is the crowd present. "con ganas de llorar" is sadness.
  {
    text: 'sone que estaba en las ruinas de copan con mi mama y mi hija Dania. unas guacamayas rojas volaban bajito y una se le paro a Dania en el hombro y le jalo el arete con el pico. Dania pego un grito y un guia que no conociamos espanto al pajaro con el sombrero. despues mi mama me puso como trapo delante de todo el mundo porque segun ella yo no cuido a la niña. me senti mal, con ganas de llorar, y bien asustada por lo del pajaro',
    characters: [
      'person female family | mi mama',
      'person female family | mi hija Dania',
      'animal unknown - plural | unas guacamayas rojas',
      'person male stranger | un guia que no conociamos',
      'person unknown stranger plural | todo el mundo',
    ],
    interactions: ['aggression 2>1 physical', 'aggression 3>2', 'aggression 0>D'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Told in the present. Inviting the dreamer to dance is friendliness, calling her the prettiest of the
  // fiesta a piropo (a sexual advance, not physical): two acts. The aunt telling him to respect her is a
  // defence said to him, aggression to him only. "vergüenza" is apprehension.
  {
    text: 'Estoy en el Palo de Mayo en Bluefields con mi prima Sheyla, alrededor del palo lleno de cintas de colores. Sheyla baila feliz a mi lado. Un muchacho creole muy guapo me invita a bailar y me dice en inglés que soy la más linda de la fiesta. Entonces llega mi tía Dorothy, bien seria, y le dice al muchacho que me respete, que yo tengo novio. Me da una vergüenza tremenda, pero estoy contenta.',
    characters: [
      'person female family | mi prima Sheyla',
      'person male stranger | un muchacho creole muy guapo',
      'person female family | mi tía Dorothy',
    ],
    interactions: ['friendliness 1>D', 'sexuality 1>D', 'aggression 2>1'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // The rule about lights is the guide's work; sending the gringo back to the hotel is rejection (as being
  // put off a boat in es-tuning-16.ts). Holding the dreamer's hand is friendliness (physical). "lástima"
  // (pity) is sadness, as "me dio pesar" in es-tuning-10.ts.
  {
    text: 'Estaba en Tortuguero de noche con mi hermano Marvin y un grupo de ticos de San José, viendo a una tortuga verde poner los huevos. El guía, un mae de Limón, nos había dicho que nada de luces. Un turista gringo prendió el flash del celular y el guía lo mandó de vuelta al hotel. Marvin me tomó de la mano. Me sentí feliz, y a la vez me dio lástima verla tan cansada.',
    characters: [
      'person male family | mi hermano Marvin',
      'person unknown stranger plural | un grupo de ticos de San José',
      'animal unknown - | una tortuga verde',
      'person male stranger | el guía, un mae de Limón',
      'person male stranger | un turista gringo',
    ],
    interactions: ['aggression 3>4', 'friendliness 0>D physical'],
    emotions: ['happiness D', 'sadness D'],
  },
  // No interaction. "el pavo" (Panama) is the driver's mate who collects the fares, and calling the stops
  // is his work. Wanting to get off is no act. "No sentía miedo" is negated; "una tristeza rara" is
  // sadness, not knowing where they went confusion.
  {
    text: 'Iba en un diablo rojo por la Transístmica, de noche, con una salsa vieja a todo volumen. El chofer manejaba como loco y el pavo iba colgado de la puerta gritando las paradas. Los demás pasajeros iban callados, mirando al frente. De pronto el bus se salió de la calle y siguió rodando por encima del mar, despacito, y nadie decía nada. Yo quería bajarme, pero no encontraba el timbre. No sentía miedo, era más bien una tristeza rara, y no entendía para dónde íbamos.',
    characters: [
      'person male stranger | el chofer',
      'person male stranger | el pavo',
      'person unknown stranger plural | los demás pasajeros',
    ],
    interactions: [],
    emotions: ['sadness D', 'confusion D'],
  },
  // Told in the present. No interaction: Lorena looking for him across the line is no act, nor is the
  // dog's nap. "No entiendo nada" is confusion; "de ley" (Ecuador, surely) names no feeling.
  {
    text: 'Estoy en la Mitad del Mundo con mi esposa, Lorena, y hay turistas de todas partes haciendo fila para la foto con un pie en cada hemisferio. Cuando nos toca, la línea amarilla empieza a moverse como una culebra y me quedo solo en el hemisferio sur. Lorena se queda del otro lado, buscándome con la mirada como si yo fuera invisible. Un perro callejero se echa a dormir encima de la línea. No entiendo nada y me da un miedo horrible perderla; de ley que me quedo aquí para siempre.',
    characters: [
      'person female family | mi esposa, Lorena',
      'person unknown stranger plural | turistas de todas partes',
      'animal unknown - | un perro callejero',
    ],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
  // A brother's wife is family. The bout in the ring is the show (not coded), and the rival present with
  // no act; the water emptied on the dreamer's head "ya fuera del ring" is physical aggression. The stands
  // pointing at her "muerta de risa" is mockery. Lending the chalina is friendliness. "me dio risa" is
  // amusement; Grover "feliz como niño chico" is his happiness.
  {
    text: 'Fui a ver a las cholitas luchadoras en El Alto con mi hermano Grover y su esposa, la Gaby. Grover estaba feliz como niño chico. Una cholita de pollera verde, la Carmen Rosa, tumbó a su rival con una patada voladora y la sacó del ring. Ya fuera del ring, se vino a las graderías y me vació su botella de agua en la cabeza. Toda la gradería me señalaba muerta de risa. La Gaby me pasó su chalina para secarme. Me dio harta rabia, pero después me dio risa a mí también.',
    characters: [
      'person male family | mi hermano Grover',
      'person female family | su esposa, la Gaby',
      'person female stranger | una cholita de pollera verde, la Carmen Rosa',
      'person female stranger | su rival',
      'person unknown stranger plural | toda la gradería',
    ],
    interactions: ['aggression 2>D physical', 'aggression 4>D', 'friendliness 1>D'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // Told in the present. A friend's mother is known. Throwing the dreamer into the lake is physical
  // aggression (a prank that makes him fall); «vení que te muestro algo» is part of it, and "los dos se
  // desarman de risa" the amusement of both. Giving the dog half his chipa is friendliness; the reproach
  // aimed at "nos" is one act, to the dreamer. The heat is a body sensation.
  {
    text: 'Estoy en la costa del lago Ypacaraí, en San Bernardino, tomando tereré con mis amigos del colegio, el Osvaldo y el Fabri. Hace un calor de morirse. El Fabri me dice «vení que te muestro algo», me agarra de atrás y me tira al agua con ropa y todo, y los dos se desarman de risa. Un perrito flaco se me acerca moviendo la cola y le doy la mitad de mi chipa. Después llega la mamá del Osvaldo y nos echa en cara que no ayudamos nada con el asado, que somos unos vagos. Estoy enojadísimo con el Fabri, pero igual me divierto.',
    characters: [
      'person male friend | el Osvaldo',
      'person male friend | el Fabri',
      'animal unknown - | un perrito flaco',
      'person female known | la mamá del Osvaldo',
    ],
    interactions: ['aggression 1>D physical', 'friendliness D>2', 'aggression 3>D'],
    emotions: ['happiness 0', 'happiness 1', 'anger D', 'happiness D'],
  },
  // The stamp on the foot "a propósito" is physical aggression; "un igualado" is the dreamer's aggression
  // to him. Helping her look for Kevin is the minuta seller's friendliness, thanking her with a hug the
  // dreamer's (physical). Kevin, lost for a while, is present.
  {
    text: 'Soñé que estaba en la Bajada, en las fiestas agostinas de San Salvador, con mi abuela Toya y mi hijo Kevin, entre un gentío. Un señor de bigote me dio un pisotón a propósito para pasar adelante y yo le dije que era un igualado. De repente Kevin se me perdió y una señora que vendía minutas me ayudó a buscarlo hasta que lo encontramos junto a la catedral. Le di las gracias con un abrazo. Me agarró un susto horrible y después una alegría enorme.',
    characters: [
      'person female family | mi abuela Toya',
      'person male family | mi hijo Kevin',
      'person unknown stranger plural | un gentío',
      'person male stranger | un señor de bigote',
      'person female stranger | una señora que vendía minutas',
    ],
    interactions: ['aggression 3>D physical', 'aggression D>3', 'friendliness 4>D', 'friendliness D>4 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A brother-in-law is family; the Viking costumes are no one. The cider thrown at "nos" and calling "nos"
  // old men are two acts, each to the dreamer (the first physical); Iván's dare after the raya is a threat,
  // aggression to the lads. Capsizing is an accident; the Red Cross girl pulling the dreamer out by the
  // life jacket is a rescue (friendliness, physical). "acojonado" (Spain) is fear.
  {
    text: 'Soñé que bajaba el Sella en piragua con mi cuñado Iván, los dos disfrazados de vikingos, entre cientos de piragüistas. En Arriondas, un grupo de chavales nos tiraba sidra desde el puente y nos llamaba abuelos. Iván les gritó: —¡Bajad aquí si tenéis narices! Iván no estaba nada asustado, pero a mitad de bajada volcamos y una chica de Cruz Roja me sacó del agua tirándome del chaleco. Yo estaba acojonado, aunque al llegar a Ribadesella me sentía el rey del mundo.',
    characters: [
      'person male family | mi cuñado Iván',
      'person unknown stranger plural | cientos de piragüistas',
      'person unknown stranger plural | un grupo de chavales',
      'person female stranger | una chica de Cruz Roja',
    ],
    interactions: ['aggression 2>D physical', 'aggression 2>D', 'aggression 0>2', 'friendliness 3>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. Patxi, dead in waking life, is present: coded. The signals of mus and the órdago
  // won are the game. The accusation aimed at "nos" is one act, to the dreamer; Txomin telling his
  // son-in-law to shut up is aggression to him. The wine on the house for "nos" is one friendly act; the
  // hug is only wished. "me sienta como una patada" is anger, "morriña" sadness.
  {
    text: 'Estoy jugando al mus en el bar de mi pueblo, en la Ribera, de pareja con Patxi, mi amigo de toda la vida, que murió el invierno pasado. Contra nosotros juegan el Txomin y su yerno, un chico de Bilbao. Patxi me hace las señas de siempre y les ganamos un órdago a la grande. El yerno tira las cartas y nos acusa de hacer trampas. El Txomin le dice que se calle y que no haga el ridículo. Luego el dueño del bar nos pone unos vinos por cuenta de la casa. Quiero darle un abrazo a Patxi, pero me despierto. Lo de las trampas me sienta como una patada, y me quedo con una morriña tremenda.',
    characters: [
      'person male friend | Patxi, mi amigo de toda la vida',
      'person male known | el Txomin',
      'person male known | su yerno, un chico de Bilbao',
      'person male known | el dueño del bar',
    ],
    interactions: ['aggression 2>D', 'aggression 1>2', 'friendliness 3>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // "mi amá" (Mexico) is the mother. Throwing the pineapples to the public is the custom; the one snatched
  // from the dreamer's hands is theft (physical). "se le puso al brinco" (stood up to him) is Pepe's
  // aggression; the threat to "nos" is one act, to the dreamer. The pineapple given by "una de las
  // bailarinas" is coded to the group. "bien nerviosa" is the mother's fear; "me encabroné" is anger.
  {
    text: 'Soñé que estaba en la Guelaguetza, en el auditorio del cerro del Fortín, con mi amá y mi hermano Pepe. Las muchachas de la Flor de Piña bailaban con sus piñas al hombro y al final las aventaban al público, como es la costumbre. Una me cayó en las manos, pero un señor de sombrero me la quitó de un jalón. Pepe se le puso al brinco y el señor nos dijo que si no nos quitábamos nos iba a partir la madre. Mi amá se puso bien nerviosa. Me encabroné, pero luego una de las bailarinas me regaló otra piña y acabé contento.',
    characters: [
      'person female family | mi amá',
      'person male family | mi hermano Pepe',
      'person female stranger plural | las muchachas de la Flor de Piña',
      'person unknown stranger plural | el público',
      'person male stranger | un señor de sombrero',
    ],
    interactions: ['aggression 4>D physical', 'aggression 1>4', 'aggression 4>D', 'friendliness 2>D'],
    emotions: ['apprehension 0', 'anger D', 'happiness D'],
  },
  // The dreamer is a teacher: her pupils are a group she knows, Tiziano coded apart by name, and "los
  // chicos" are the pupils again. The kid goat eating his cap is destruction of property (physical), and
  // his crying sadness. Asking for help is not coded; "se hizo la distraída" is a deliberate snub
  // (rejection). Lifting Tiziano onto a pony (un petiso) is friendliness (physical). "re podrida" is anger.
  {
    text: 'Soñé que llevaba a mis alumnos de cuarto grado de excursión a una granja en Escobar. Un chivito se le comió la gorra a Tiziano y el pobre lloraba a los gritos. Le pedí una mano a la seño Patri, la otra maestra, y se hizo la distraída mirando el celular. El granjero, un gaucho bajito, alzó a Tiziano y lo subió a un petiso para que se calmara. Los chicos me preguntaban «seño, ¿vos sabés por qué las vacas hacen mu?» y yo no sabía ninguna respuesta. Terminé agotada y re podrida de la Patri.',
    characters: [
      'person unknown known plural | mis alumnos de cuarto grado',
      'animal unknown - | un chivito',
      'person male known | Tiziano',
      'person female known | la seño Patri, la otra maestra',
      'person male stranger | el granjero, un gaucho bajito',
      'animal unknown - | un petiso',
    ],
    interactions: ['aggression 1>2 physical', 'aggression 3>D', 'friendliness 4>2 physical'],
    emotions: ['sadness 2', 'anger D'],
  },
];
