// Spanish, third tuning batch (written and hand-coded before the coder was run on it): fixes to the
// coder may be made against these dreams, as against es-tuning.ts and es-tuning-2.ts.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_3: HandCodedDream[] = [
  {
    text: 'Estaba otra vez en la oficina vieja, pero las mesas eran pupitres de colegio. Mi jefe entró sin llamar. Me gritó por un informe que yo ni siquiera había escrito. Mi compañera Lucía le dijo a gritos que me dejara en paz y luego me acompañó a la cafetería. Yo temblaba de rabia.',
    characters: ['person male known | mi jefe', 'person female known | mi compañera Lucía'],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  {
    text: 'Era la fiesta del pueblo, con farolillos y olor a churros. El vecino del bajo y un chico de otro pueblo se pelearon a puñetazos junto a la barra. Una señora mayor le rompió una botella en la cabeza al forastero. Yo me quedé mirando, sin entender nada. La gente seguía bailando como si nada.',
    characters: [
      'person male known | el vecino del bajo',
      'person male stranger | un chico de otro pueblo',
      'person female stranger | una señora mayor',
      'person unknown stranger plural | la gente',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 1>0 physical', 'aggression 2>1 physical'],
    emotions: ['confusion D'],
  },
  {
    text: 'Iba en bici por un bosque de pinos y se hizo de noche de golpe. Un lobo enorme empezó a perseguirme. Me caí y me mordió el tobillo. Una guardabosques apareció con una linterna, lo ahuyentó a palos y me ayudó a levantarme. Me abrazó mientras yo temblaba de miedo.',
    characters: ['animal unknown - | un lobo enorme', 'person female stranger | una guardabosques'],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 1>D physical',
      'friendliness 1>D physical',
    ],
    emotions: ['apprehension D'],
  },
  {
    text: 'Subía sola a la azotea de un edificio altísimo que no conocía. El viento soplaba fuerte, pero no tenía miedo. Desde arriba se veía el mar entero, lleno de barcos de colores. Me senté en el borde con las piernas colgando y me sentí tranquila y contenta.',
    characters: [],
    interactions: [],
    emotions: ['happiness D'],
  },
  {
    text: 'Era mi piso, pero con más habitaciones. Unos chavales se habían colado dentro y estaban rompiendo mis discos uno a uno. Les grité que se largaran y los saqué a empujones al rellano. Mi mujer lo miraba todo desde el pasillo sin decir nada. Me desperté todavía furioso.',
    characters: ['person unknown stranger plural | unos chavales', 'person female family | mi mujer'],
    interactions: ['aggression 0>D physical', 'aggression D>0', 'aggression D>0 physical'],
    emotions: ['anger D'],
  },
  {
    text: 'Estaba en una verbena con farolillos de colores. Un chico que no conocía me invitó a bailar y me regaló una rosa de papel. Estuvimos hablando hasta tarde y al final me besó en los labios. Me sentía feliz. Entonces apareció mi ex novio y empezó a insultarlo a gritos. Yo no entendía qué hacía él allí.',
    characters: ['person male stranger | un chico', 'person male known | mi ex novio'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'sexuality 0>D physical', 'aggression 1>0'],
    emotions: ['happiness D', 'confusion D'],
  },
  {
    text: 'Dormía en la vieja casa del pueblo. Un fantasma muy pálido me encerró en el desván y se burlaba de mí detrás de la puerta. Grité aterrada durante un buen rato. Al final me abrió mi abuela, que murió hace años, y me dio un beso en la mejilla. De ella no tenía miedo.',
    characters: ['creature unknown - | un fantasma muy pálido', 'person female family | mi abuela'],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'friendliness 1>D', 'friendliness 1>D physical'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Estaba en una piscina municipal llena de gente. Vi que un niño se hundía en la parte honda, me tiré vestido y lo saqué del agua. Su padre vino corriendo, me dio la mano y me invitó a comer a su casa. Nos abrazamos y me sentí feliz.',
    characters: [
      'person unknown stranger plural | gente',
      'person male stranger | un niño',
      'person male stranger | su padre',
    ],
    interactions: [
      'friendliness D>1 physical',
      'friendliness 2>D physical',
      'friendliness 2>D',
      'friendliness D>2 physical',
      'friendliness 2>D physical',
    ],
    emotions: ['happiness D'],
  },
  {
    text: 'Me había quedado dormida en un banco de la estación de Atocha. Cuando me desperté, me habían robado la maleta. En la comisaría, un policía se burló de mi acento. Luego rechazó mi denuncia sin leerla siquiera. Salí a la calle llorando.',
    characters: ['person male stranger | un policía'],
    interactions: ['aggression ?>D physical', 'aggression 0>D', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Corría por un pasillo de hospital buscando la salida. Sin querer choqué con una enfermera y se le cayeron todas las bandejas. Le pedí perdón y la ayudé a recogerlas; ella me sonrió. En la pared había un cartel que decía «¡Prohibido gritar!». La salida no aparecía por ningún lado y me sentía angustiada.',
    characters: ['person female stranger | una enfermera'],
    interactions: ['friendliness D>0', 'friendliness D>0', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Era el cumpleaños de mi madre y yo no tenía regalo. En una tienda de barrio me ayudó una señora muy amable a elegir un pañuelo de seda. Por la noche, a mi madre le regalé el pañuelo y se le saltaron las lágrimas de alegría. Me dio un abrazo larguísimo y yo estaba contentísima.',
    characters: ['person female family | mi madre', 'person female stranger | una señora muy amable'],
    interactions: ['friendliness 1>D', 'friendliness D>0', 'friendliness 0>D physical'],
    emotions: ['happiness 0', 'happiness D'],
  },
  {
    text: 'Volvía a tener doce años, en el patio del colegio. Tres chicas mayores le quitaron el bocadillo a mi amigo Dani. Fui corriendo y empujé a la más alta. La profesora de guardia me regañó a mí solo, delante de la fuente, y yo me enfadé muchísimo. Dani seguía muerto de miedo.',
    characters: [
      'person female stranger plural | tres chicas mayores',
      'person male friend | mi amigo Dani',
      'person female known | la profesora de guardia',
    ],
    interactions: ['aggression 0>1 physical', 'aggression D>0 physical', 'aggression 2>D'],
    emotions: ['anger D', 'apprehension 1'],
  },
  {
    text: 'Caminaba por una ciudad que era Madrid y a la vez mi pueblo. Mi padre pasó en bicicleta por la acera de enfrente, silbando una canción antigua. Las calles cambiaban de sitio cada vez que parpadeaba. No entendía dónde estaba y me sentía muy triste, sin saber por qué.',
    characters: ['person male family | mi padre'],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  {
    text: 'Unos hombres con pasamontañas secuestraron a mi hija a la salida del colegio. Los perseguí en mi coche por toda la autopista, aterrada. Uno de ellos me disparó desde la ventanilla. Al final la policía los detuvo en un peaje y mi hija corrió a abrazarme. Lloramos las dos de alegría.',
    characters: [
      'person male stranger plural | unos hombres con pasamontañas',
      'person female family | mi hija',
      'person unknown stranger plural | la policía',
    ],
    interactions: [
      'aggression 0>1 physical',
      'aggression D>0 physical',
      'aggression 0>D physical',
      'aggression 2>0 physical',
      'friendliness 1>D physical',
    ],
    emotions: ['apprehension D', 'happiness D', 'happiness 1'],
  },
  {
    text: 'Estaba con mi novia en un supermercado que no cerraba nunca. Discutimos por una tontería, la marca del café, y ella me abofeteó allí mismo. Me fui a la sección de congelados, enfadado. Al rato vino a buscarme, me pidió perdón y nos besamos entre las neveras.',
    characters: ['person female friend | mi novia'],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'aggression 0>D physical',
      'friendliness 0>D',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
    ],
    emotions: ['anger D'],
  },
  {
    text: 'En el parque de mi barrio, el perro del vecino atacó a una niña que jugaba en los columpios. Le di una patada al perro y cogí a la niña en brazos. El vecino me acusó de maltratar a su animal y me amenazó con denunciarme. Yo me cabreé muchísimo y la niña no paraba de llorar.',
    characters: [
      'animal unknown - | el perro del vecino',
      'person female stranger | una niña',
      'person male known | el vecino',
    ],
    interactions: [
      'aggression 0>1 physical',
      'aggression D>0 physical',
      'friendliness D>1 physical',
      'aggression 2>D',
      'aggression 2>D',
    ],
    emotions: ['anger D', 'sadness 1'],
  },
  {
    text: 'Fui a una fiesta en un ático lleno de gente elegante. Nadie me saludaba. Mi amiga Carla me vio y se dio la vuelta, como si no me conociera. Al rato me echaron de la fiesta sin darme ninguna explicación. Me senté en la escalera del portal y lloré un buen rato.',
    characters: ['person unknown stranger plural | gente elegante', 'person female friend | mi amiga Carla'],
    interactions: ['aggression 1>D', 'aggression ?>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Bajé al sótano de mi edificio a por la bici. Allí fui atrapada por un monstruo de barro que me arrastró hacia la oscuridad. Mi amigo Jorge me salvó: le clavó un destornillador y el monstruo se deshizo en un charco. Yo seguía muerta de miedo.',
    characters: ['creature unknown - | un monstruo de barro', 'person male friend | mi amigo Jorge'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Llegaba tarde al examen de conducir y no tenía coche. Mi vecina Rosa me prestó el suyo sin pensárselo. Por el camino vi un perro cojo en la carretera y lo subí al coche. Al terminar, el examinador me felicitó por lo bien que conducía. Estaba eufórica.',
    characters: [
      'person female known | mi vecina Rosa',
      'animal unknown - | un perro cojo',
      'person male stranger | el examinador',
    ],
    interactions: ['friendliness 0>D', 'friendliness D>1 physical', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'Estaba en un entierro, en un cementerio blanco junto al mar. Mi prima Elena lloraba sin consuelo, así que me senté a su lado y la consolé como pude. Oí a alguien gritar a lo lejos, pero no vi a nadie. Después jugamos a las cartas en un bar del puerto. Yo no estaba triste.',
    characters: ['person female family | mi prima Elena', 'person unknown stranger | alguien'],
    interactions: ['friendliness D>0'],
    emotions: ['sadness 0'],
  },
  {
    text: 'Iba en un tren que atravesaba un desierto rojo. Por la ventanilla veía caballos salvajes galopando junto a las vías. De repente el tren se paró en medio de la nada y las puertas no se abrían. Me puse muy nerviosa y acabé enfadadísima, dando golpes al cristal.',
    characters: ['animal unknown - plural | caballos salvajes'],
    interactions: [],
    emotions: ['apprehension D', 'anger D'],
  },
  {
    text: 'Estaba en una boda en un cortijo, con mucho calor. Mi padre le dio un abrazo enorme a mi suegra, cosa que en la vida real nunca haría. Luego mi suegra le echó la bronca al camarero porque el vino estaba caliente. El camarero le contestó de malas maneras. Yo me reía sin parar.',
    characters: [
      'person male family | mi padre',
      'person female family | mi suegra',
      'person male stranger | el camarero',
    ],
    interactions: ['friendliness 0>1 physical', 'aggression 1>2', 'aggression 2>1'],
    emotions: ['happiness D'],
  },
  {
    text: 'Esperaba el metro en Sol cuando un hombre intentó robarme el móvil. Le mordí la mano con todas mis fuerzas. Me defendió una mujer que estaba al lado, dándole golpes con el paraguas. Él salió corriendo y siguió insultándome desde las escaleras. Yo estaba furiosa, no asustada.',
    characters: ['person male stranger | un hombre', 'person female stranger | una mujer'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0 physical',
      'friendliness 1>D',
      'aggression 1>0 physical',
      'aggression 0>D',
    ],
    emotions: ['anger D'],
  },
  {
    text: 'Mi madre me llamaba desde la cocina y yo la ignoraba a propósito, con los cascos puestos. Cuando entró en mi cuarto, le grité que me dejara en paz. Se quedó callada y se le llenaron los ojos de lágrimas. Fui detrás de ella y le pedí perdón. Nos abrazamos en el pasillo.',
    characters: ['person female family | mi madre'],
    interactions: [
      'aggression D>0',
      'aggression D>0',
      'friendliness D>0',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness 0'],
  },
];
