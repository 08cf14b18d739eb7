// Spanish, eighth tuning batch (written and hand-coded on 2026-12-05 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile, Peru, Venezuela), each
// in its own idiom ("me tiraba los tejos", "empezaron a cargarnos", "se agarraron a piñas", "me retaba",
// "pifiarle", "cara de codo", "me brindó un cafecito", "quedé aburrida").
// Conventions followed (README.md, en-tuning-3.ts and the earlier Spanish batches): an interaction aimed
// at "nos" is one event, coded once with the dreamer as recipient, but one said of two ("nos retó a los
// dos", "nos echaron a los dos") is written once for each; a reciprocal act ("se pelearon", "nos
// abrazamos") is two codes; an attempted act is coded as the act; people only mentioned or named as
// owners ("la casa de mis abuelos") are not characters; a member singled out of a group ("uno de ellos")
// is coded to the group unless named; guilt, shame and embarrassment are apprehension, relief, pride and
// amusement happiness; body sensations and feelings of no HVdC class are not coded; acts only wished or
// denied ("quise hablarle", "nadie hizo nada") are not coded; a rescue that strikes the attacker is coded
// as aggression to the attacker, one that pulls or carries the victim as friendliness (physical) to the
// victim; animals are coded of unknown sex; attackers never named ("me subieron a una camioneta") are
// unstated initiators (?), not characters; being thrown out ("me echaron") is non-physical; complaining to
// someone is the dreamer's verbal aggression (es-tuning-6.ts); an apology is friendliness.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_8: HandCodedDream[] = [
  // The push is physical. Uncertain: telling him to have some manners is the dreamer's reproach
  // (aggression, as a complaint), and his answer "que me callara, vieja" is one act (one retort), not an
  // order and an insult apart. Offering the seat is friendly; laughing at her from the platform is mockery.
  {
    text: 'Iba en el metro de Madrid en hora punta y un chaval con una mochila enorme me empujó para entrar el primero. Le dije que tuviera un poco de educación y me contestó que me callara, vieja. Una señora que iba sentada se levantó y me ofreció su sitio. Al bajarse, el chaval se rió de mí desde el andén. Me quedé con una rabia que no se me pasaba en todo el día.',
    characters: [
      'person male stranger | un chaval con una mochila enorme',
      'person female stranger | una señora que iba sentada',
    ],
    interactions: ['aggression 0>D physical', 'aggression D>0', 'aggression 0>D', 'friendliness 1>D', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  // "toda la familia" is coded as a group and the grandmother, the aunt, the mother and the cousins, who
  // stand out from it, apart (as the family group in es-tuning-5.ts). "se pelearon" is a verbal quarrel
  // (both ways) and the hair pulling a physical fight (both ways). Uncertain: the hug and singing "las
  // mañanitas" are two friendly acts. The cousins' mockery is aggression. "vergüenza" is apprehension.
  {
    text: 'Soñé que era el cumpleaños de mi abuelita en Puebla y toda la familia estaba en el patio. Mi tía Lupe y mi mamá se pelearon por quién iba a partir el pastel y terminaron jalándose de los pelos. Mi abuelita se puso a llorar. Yo la abracé y le canté las mañanitas yo solita. Mis primos se burlaban de mí desde la mesa. Me sentí triste y con mucha vergüenza.',
    characters: [
      'person female family | mi abuelita',
      'person unknown family plural | toda la familia',
      'person female family | mi tía Lupe',
      'person female family | mi mamá',
      'person unknown family plural | mis primos',
    ],
    interactions: [
      'aggression 2>3',
      'aggression 3>2',
      'aggression 2>3 physical',
      'aggression 3>2 physical',
      'friendliness D>0 physical',
      'friendliness D>0',
      'aggression 4>D',
    ],
    emotions: ['sadness 0', 'sadness D', 'apprehension D'],
  },
  // "hinchas" (a masculine plural) does not state the sex: unknown. "cargarnos" (Argentine, to mock) is one
  // event, to the dreamer. The beer thrown on Nico's head is physical and coded to the group ("uno de
  // ellos"). Uncertain: Nico jumping on him and the fistfight are coded as one act each way (physical).
  // "nos echaron a los dos" is written once for each, non-physical. "re caliente" is anger.
  {
    text: 'Estaba en la cancha de Boca con mi novio Nico y unos hinchas de al lado empezaron a cargarnos porque teníamos la camiseta de River abajo del buzo. Uno de ellos le tiró un vaso de cerveza en la cabeza a Nico. Nico se le tiró encima y se agarraron a piñas. Al final vinieron unos policías y nos echaron a los dos del estadio. Yo estaba muerta de miedo y re caliente con Nico.',
    characters: [
      'person male friend | mi novio Nico',
      'person unknown stranger plural | unos hinchas de al lado',
      'person unknown stranger plural | unos policías',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>0 physical',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'aggression 2>D',
      'aggression 2>0',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // "dos manes" (Colombia) are men. The robbery at knifepoint is one act (theft, physical). "Nadie hizo
  // nada" and "nadie me hubiera ayudado" are denied; the mother is only phoned. The loan of the phone and
  // the money for the fare are two friendly acts of two strangers. Uncertain: "muy sola" read as
  // loneliness (sadness).
  {
    text: 'Iba en una buseta por la Caracas, en Bogotá, cuando se subieron dos manes y me robaron el celular a punta de cuchillo. Nadie hizo nada. Cuando se bajaron, una señora me prestó su celular para llamar a mi mamá y otro pasajero me regaló plata para el pasaje. Me sentí muy sola y asustada, y con rabia de que nadie me hubiera ayudado.',
    characters: [
      'person male stranger plural | dos manes',
      'person female stranger | una señora',
      'person male stranger | otro pasajero',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'apprehension D', 'anger D'],
  },
  // "la pega" is Chilean for work; "todos" are the colleagues (known), present. Scolding ("me retaba") and
  // "me dijo que era un inútil" are two verbal attacks (as "went off on me" and "told me I was useless" in
  // en-tuning-4.ts). La Javi standing up to the boss is coded as aggression to him only (as the customer in
  // es-tuning-7.ts); the coffee and the encouragement are two friendly acts. "pena" is sadness.
  {
    text: 'Soñé que estaba en la pega y mi jefe, don Raúl, me retaba delante de todos porque el informe estaba malo. Me dijo que era un inútil. Mi compañera, la Javi, se paró y le dijo que no tenía derecho a hablarme así. Después me invitó un café en la esquina y me dio ánimo. Igual quedé con pena y harta vergüenza.',
    characters: [
      'person male known | mi jefe, don Raúl',
      'person unknown known plural | todos',
      'person female known | mi compañera, la Javi',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 2>0', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // "tirarme los tejos" is flirting (sexuality, not physical); dancing is not coded; "nos besamos" is
  // reciprocal (two codes, physical). The slipper in the mother's hand is a threat not coded apart from the
  // shout (as in es-tuning-6.ts); leading the dreamer home by the ear is physical.
  {
    text: 'Estaba en las fiestas del pueblo y un chico moreno que no conocía no paraba de tirarme los tejos en la barra. Al final bailamos toda la noche y nos besamos detrás del escenario de la orquesta. Entonces apareció mi madre con la zapatilla en la mano, me pegó un grito y me llevó a casa de una oreja. Me moría de vergüenza, pero estaba feliz.',
    characters: ['person male stranger | un chico moreno que no conocía', 'person female family | mi madre'],
    interactions: [
      'sexuality 0>D',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
      'aggression 1>D',
      'aggression 1>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "nos salieron tres perros bravos" and the bite are one attack, to the dreamer; "uno" is coded to the
  // pack. Diego stoning the dogs strikes the attackers (aggression, physical); carrying the dreamer is
  // friendliness (physical). The lorry driver's free lift to "nos" is one act, to the dreamer.
  {
    text: 'Subía un cerro cerca de Arequipa con mi hermano Diego y de repente nos salieron tres perros bravos. Uno me mordió la pantorrilla. Diego les tiró piedras hasta que se fueron y después me cargó en la espalda hasta la carretera. Un camionero nos llevó al pueblo sin cobrarnos nada. Yo temblaba de miedo y Diego también estaba asustadísimo.',
    characters: [
      'person male family | mi hermano Diego',
      'animal unknown - plural | tres perros bravos',
      'person male stranger | un camionero',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'friendliness 0>D physical',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'apprehension 0'],
  },
  // A neighbour is known. The hole dug by the dog is backstory, not coded. Uncertain: the threat to poison
  // the dog is said to the dreamer and coded to her. "mi viejo" is present here (he comes out): coded; "lo
  // mandó a la mierda" is verbal aggression. The stone hitting the dog is physical. Crying "de la bronca"
  // is anger only.
  {
    text: 'Soñé que el vecino de al lado, un jubilado cascarrabias, me gritaba por encima de la medianera porque mi perra Lola le había hecho un pozo en el jardín. Me dijo que la iba a envenenar. Mi viejo salió en cuero y lo mandó a la mierda. Entonces el vecino le tiró un cascote a Lola y le pegó en el lomo. Me desperté llorando de la bronca.',
    characters: [
      'person male known | el vecino de al lado, un jubilado cascarrabias',
      'animal unknown - | mi perra Lola',
      'person male family | mi viejo',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 2>0', 'aggression 0>1 physical'],
    emotions: ['anger D'],
  },
  // Taking the hand and the comforting words are two friendly acts. Uncertain: "no me saludó a propósito"
  // is a deliberate snub (rejection, aggression), unlike the merely denied "ni me saludó" of es-tuning-6.ts.
  // The chair and the blanket are brought at once: one friendly act. "en paz" is contentment (happiness).
  {
    text: 'Estaba en el hospital con mi abuela Carmen, que se estaba muriendo. Ella me cogió la mano y me dijo que no llorara, que la vida era muy bonita. Entró mi primo Álvaro, no me saludó a propósito y se puso a hablar solo con ella. Una enfermera muy jovencita me trajo una silla y una manta. Me quedé a su lado toda la noche. Estaba tristísima y a la vez muy en paz.',
    characters: [
      'person female family | mi abuela Carmen',
      'person male family | mi primo Álvaro',
      'person female stranger | una enfermera muy jovencita',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The chambelán standing the dreamer up is rejection, though he is absent when he does it; he is present
  // later (as Álex in es-tuning-6.ts). The friends' hug and their comfort are two friendly acts. "se
  // besaron" is reciprocal sexuality. Dragging him out by the arm is physical aggression. "coraje" is anger.
  {
    text: 'Era mi fiesta de quince años en un salón de Guadalajara y mi chambelán, el Toño, nunca llegó al vals. Mis amigas me abrazaron y me dijeron que él se lo perdía. Luego lo vi entrar con otra chava y se besaron en medio de la pista. Mi papá fue y lo sacó del salón jalándolo del brazo. Yo estaba hecha pedazos y con muchísimo coraje.',
    characters: [
      'person male known | mi chambelán, el Toño',
      'person female friend plural | mis amigas',
      'person female stranger | otra chava',
      'person male family | mi papá',
    ],
    interactions: [
      'aggression 0>D',
      'friendliness 1>D physical',
      'friendliness 1>D',
      'sexuality 0>2 physical',
      'sexuality 2>0 physical',
      'aggression 3>0 physical',
    ],
    emotions: ['sadness D', 'anger D'],
  },
  // The cats are only named in the neighbour's nickname. Kicking the door down is aimed at no one; leading
  // the dreamer out by the hand is a rescue (friendliness, physical). The sweater and the hug are two
  // friendly acts. Relief is happiness.
  {
    text: 'Soñé que había un terremoto grande en Valparaíso y yo estaba sola en el departamento. Se caían los muebles y la puerta no abría. El vecino del frente, el caballero de los gatos, la echó abajo de una patada y me sacó de la mano hasta la calle. Afuera una señora me pasó un chaleco y me abrazó. Estaba aterrada, pero después sentí un alivio enorme.',
    characters: [
      'person male known | el vecino del frente, el caballero de los gatos',
      'person female stranger | una señora',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness 1>D', 'friendliness 1>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: taking the exam paper away "porque dizque yo estaba copiando" is coded as one accusation
  // (non-physical), not as theft. The shout and sending her out of the room are two more acts (the second
  // non-physical, as "me echaron"). "todo el salón" are the classmates (known), present. Valentina's
  // support and the crisps are two friendly acts. "brava" (Colombia) is anger.
  {
    text: 'Estaba presentando un parcial de cálculo en la Nacional y el profesor Gómez me quitó la hoja porque dizque yo estaba copiando. Me gritó delante de todo el salón y me sacó del aula. Mi amiga Valentina salió detrás de mí y me dijo que ella sabía que yo no había hecho nada. Nos sentamos en las escaleras y me compartió sus papitas. Estaba confundida y muy brava.',
    characters: [
      'person male known | el profesor Gómez',
      'person unknown known plural | todo el salón',
      'person female friend | mi amiga Valentina',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 0>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['confusion D', 'anger D'],
  },
  // The grandparents only name the house. A ghost is a creature, its sex unstated. Pulling the dreamer by the
  // feet, the slap to Irene and the slipper thrown at its head are three physical attacks. Leaving laughing
  // aims at no one.
  {
    text: 'Dormía en la casa del pueblo de mis abuelos y a medianoche un fantasma con un camisón blanco empezó a tirarme de los pies para sacarme de la cama. Grité y vino corriendo mi hermana pequeña, Irene, con la linterna. El fantasma le dio un bofetón y ella le tiró la zapatilla a la cabeza. Al final se fue por la ventana riéndose. Pasé un miedo horrible.',
    characters: [
      'creature unknown - | un fantasma con un camisón blanco',
      'person female family | mi hermana pequeña, Irene',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>1 physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  // The chase is physical. Uncertain: hiding the dreamer behind the counter is protective help, not said
  // to touch her (not physical). Breaking the shopkeeper's showcase is destruction of his property
  // (physical). The coffee and walking her home are two friendly acts. The pounding heart is a body
  // sensation; "muerta de miedo" is coded.
  {
    text: 'Iba caminando de noche por Sabana Grande, en Caracas, y de pronto me persiguieron unos tipos en moto. Me metí en una panadería y el portugués de la caja me escondió detrás del mostrador. Los tipos entraron, no me encontraron y le rompieron la vitrina a patadas. Cuando se fueron, el señor me brindó un cafecito y me acompañó hasta mi casa. Estaba muerta de miedo y todavía me late el corazón.',
    characters: ['person male stranger plural | unos tipos en moto', 'person male stranger | el portugués de la caja'],
    interactions: [
      'aggression 0>D physical',
      'friendliness 1>D',
      'aggression 0>1 physical',
      'friendliness 1>D',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D'],
  },
  // The father is dead in waking life but present in the dream: coded. "Quise hablarle" is only wished: no
  // interaction. "angustiada" is apprehension, "pena" sadness.
  {
    text: 'Soñé que estaba en la estación de Atocha y todos los trenes salían sin mí. Corría de un andén a otro con una maleta que pesaba muchísimo. En un banco estaba sentado mi padre, que murió hace dos años, leyendo el periódico. Quise hablarle, pero no me salía la voz. Me desperté angustiada y con mucha pena.',
    characters: ['person male family | mi padre'],
    interactions: [],
    emotions: ['apprehension D', 'sadness D'],
  },
  // "a los besos" is reciprocal sexuality between Fede and the blonde. The slap and the drink thrown over him
  // are two physical acts of the dreamer. "me dijo que estaba loca" is an insult; laughing in her face is
  // mockery. La Flor's hug is friendliness (physical). "bronca" is anger.
  {
    text: 'Soñé que encontraba a mi novio Fede en un bar de Palermo con una rubia, a los besos. Le pegué una cachetada y le tiré el fernet encima. Él me dijo que estaba loca y la rubia se me rió en la cara. Salí llorando y afuera me estaba esperando mi mejor amiga, la Flor, que me dio un abrazo enorme. Me desperté con una mezcla de bronca y tristeza.',
    characters: [
      'person male friend | mi novio Fede',
      'person female stranger | una rubia',
      'person female friend | mi mejor amiga, la Flor',
    ],
    interactions: [
      'sexuality 0>1 physical',
      'sexuality 1>0 physical',
      'aggression D>0 physical',
      'aggression D>0 physical',
      'aggression 0>D',
      'aggression 1>D',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // Asking for a discount is not coded. "cara de codo" (Mexico, stingy) and "que mejor me fuera a Walmart"
  // are one insulting answer. His wife scolding him is third-party aggression; the mangoes are a gift.
  // Snatching the bag is theft (physical). Amusement is happiness; "ni me enojé" is negated.
  {
    text: 'Fui al mercado de Coyoacán por fruta y le pedí un descuento al señor de los mangos. Me dijo que tenía cara de codo y que mejor me fuera a Walmart. Su esposa lo regañó y me regaló una bolsa de mangos para contentarme. Al salir, un chamaco me jaló la bolsa y se echó a correr con mis mangos. Me dio tanta risa que ni me enojé.',
    characters: [
      'person male stranger | el señor de los mangos',
      'person female stranger | su esposa',
      'person male stranger | un chamaco',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 1>D', 'aggression 2>D physical'],
    emotions: ['happiness D'],
  },
  // The sister's husband is a brother-in-law (family). The insult, the wine thrown in his face (physical)
  // and the shouting match (both ways) are four acts between the two men. The guests are known (as at the
  // brother's wedding in en-tuning-5.ts). Stroking Lucía's hair is friendliness (physical). Uncertain:
  // "vergüenza ajena" is read as embarrassment (apprehension).
  {
    text: 'Era la boda de mi hermana Lucía en un cortijo de Córdoba. En el banquete su marido se emborrachó y le dijo a mi padre que era un tacaño. Mi padre le tiró el vino a la cara y se pelearon a gritos delante de todos los invitados. Lucía se encerró en el baño llorando y yo me quedé con ella, acariciándole el pelo. Me dio muchísima pena y también vergüenza ajena.',
    characters: [
      'person female family | mi hermana Lucía',
      'person male family | su marido',
      'person male family | mi padre',
      'person unknown known plural | todos los invitados',
    ],
    interactions: [
      'aggression 1>2',
      'aggression 2>1 physical',
      'aggression 1>2',
      'aggression 2>1',
      'friendliness D>0 physical',
    ],
    emotions: ['sadness 0', 'sadness D', 'apprehension D'],
  },
  // The baby ("mi guagua") is present, sex unstated: unknown, family. "le gritó al chofer" and the
  // swearword back are one each way; "pifiarle" (Chile, to boo) is the passengers' verbal aggression. "nos
  // hizo bajar a todos" is one act, coded to the dreamer. "me ayudó a bajar el coche" is help.
  {
    text: 'Venía en la micro por la Alameda con mi guagua en el coche y el chofer no paraba en ningún paradero. Un caballero le gritó al chofer que era un irresponsable y el chofer le contestó con un garabato. Todos los pasajeros se pusieron a pifiarle. Al final frenó de golpe y nos hizo bajar a todos en la mitad de la calle. Un cabro joven me ayudó a bajar el coche. Quedé muy asustada.',
    characters: [
      'person unknown family | mi guagua',
      'person male stranger | el chofer',
      'person male stranger | un caballero',
      'person unknown stranger plural | todos los pasajeros',
      'person male stranger | un cabro joven',
    ],
    interactions: ['aggression 2>1', 'aggression 1>2', 'aggression 3>1', 'aggression 1>D', 'friendliness 4>D'],
    emotions: ['apprehension D'],
  },
  // Uncertain: the cat bringing the dead mouse "como un regalo" is coded as a gift (friendliness). The
  // shout and the scolding are one act. Taking the cat out by the scruff is physical aggression to it. The
  // hug is friendliness (physical). Uncertain: "aburrida" is Colombian for upset, read as sadness.
  {
    text: 'Soñé que mi gato Tomás me traía un ratón muerto a la cama, como un regalo. Mi mamá entró, pegó un grito y me regañó por dejar dormir al gato conmigo. Luego lo agarró del pescuezo y lo sacó al patio. Mi hermanito se puso a llorar y yo lo abracé. Me quedé aburrida todo el día.',
    characters: [
      'animal unknown - | mi gato Tomás',
      'person female family | mi mamá',
      'person male family | mi hermanito',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'aggression 1>0 physical', 'friendliness D>2 physical'],
    emotions: ['sadness 2', 'sadness D'],
  },
  // The bouncer's refusal is rejection; letting her in at the end is routine, not coded. The friends
  // laughing at her is mockery; going in without her is not coded apart. Lending the shoes and the drink
  // are two friendly acts; talking is not coded. "encantada" is happiness.
  {
    text: 'Estaba con mis amigas en la puerta de una discoteca de Valencia y el portero no me dejó entrar por llevar deportivas. Ellas se rieron de mí y entraron sin mí. Un chico de la cola me prestó sus zapatos, que me quedaban enormes, y al final pude pasar. Dentro, el chico me invitó a una copa y estuvimos hablando hasta que cerraron. Estaba encantada con él y enfadadísima con mis amigas.',
    characters: [
      'person female friend plural | mis amigas',
      'person male stranger | el portero',
      'person male stranger | un chico de la cola',
    ],
    interactions: ['aggression 1>D', 'aggression 0>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['happiness D', 'anger D'],
  },
  // The kidnappers are never named: unstated initiators (?), no character. Forcing her into the van,
  // blindfolding and tying her are one capture (physical, as "me metían preso y me esposaron"). The girl's
  // holding her hand and her words are two friendly acts. Uncertain: "nos aventaron en un terreno baldío" is
  // a second physical act, coded once to the dreamer.
  {
    text: 'Soñé que iba saliendo de la prepa en Culiacán y me subieron a la fuerza a una camioneta negra. Me taparon los ojos y me amarraron las manos. Nunca supe quiénes eran. En la camioneta había otra muchacha que me agarró la mano y me dijo que no tuviera miedo. Horas después nos aventaron en un terreno baldío y se fueron. Estaba temblando de miedo.',
    characters: ['person female stranger | otra muchacha'],
    interactions: [
      'aggression ?>D physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
      'aggression ?>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // The grandparents name the house, but the grandmother is present later: coded. The bike is a gift, the
  // hug the dreamer's friendly act. Uncertain: the cousin taking the bike is coded as theft (physical). The
  // chase and the kick are two physical acts of the dreamer. "nos retó a los dos" is written once for each.
  {
    text: 'Tenía como diez años y era Navidad en la casa de mis abuelos en Rosario. Mi papá me regaló una bici roja y yo lo abracé fuerte. Mi primo Lautaro me la sacó y se fue andando por la vereda. Salí corriendo atrás de él hasta que lo alcancé y le di una patada. Mi abuela nos retó a los dos. Estaba feliz y enojado a la vez.',
    characters: [
      'person male family | mi papá',
      'person male family | mi primo Lautaro',
      'person female family | mi abuela',
    ],
    interactions: [
      'friendliness 0>D',
      'friendliness D>0 physical',
      'aggression 1>D physical',
      'aggression D>1 physical',
      'aggression D>1 physical',
      'aggression 2>D',
      'aggression 2>1',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // An old best friend, estranged in waking life, is coded friend (as Marina in es-tuning-5.ts). The
  // accusation and the push are two acts. "nos mandó callar" is an order, coded once to the dreamer.
  // "nos pedimos perdón" and "nos abrazamos" are reciprocal: two codes each. Relief is happiness.
  {
    text: 'Me encontraba a Marta, mi mejor amiga del instituto, en la cola del Mercadona. Hace años que no nos hablamos. Me acusó de haberle quitado el novio y me empujó contra el carro. La cajera nos mandó callar. Luego, en el aparcamiento, nos pedimos perdón y nos abrazamos. Me desperté con mucha tristeza pero también con alivio.',
    characters: ['person female friend | Marta, mi mejor amiga del instituto', 'person female stranger | la cajera'],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>D',
      'friendliness D>0',
      'friendliness 0>D',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
];
