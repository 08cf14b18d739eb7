// Spanish, second tuning batch (written and hand-coded before the coder was run on it): fixes to the
// coder may be made against these dreams, as against es-tuning.ts.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_2: HandCodedDream[] = [
  {
    text: 'Era muy temprano y estábamos en la entrada de nuestra antigua casa. Mi hermana y yo discutimos por las llaves del coche durante lo que parecieron horas. Al final ella me llamó egoísta y se fue calle abajo. Yo estaba furiosa.',
    characters: ['person female family | mi hermana'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  {
    text: 'Volvía a casa por un camino estrecho entre setos altos. Un perro negro saltó la valla y me mordió la mano. Un hombre salió corriendo de la casa y me pidió perdón varias veces. Yo temblaba de miedo y me sangraba la mano.',
    characters: ['animal unknown - | un perro negro', 'person male stranger | un hombre'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Iba al trabajo en un autobús lleno de gente. Un chico me robó el móvil del bolsillo sin que me diera cuenta al principio. Le grité, pero saltó del autobús en la siguiente parada y desapareció entre la gente. Me sentí muy enfadada.',
    characters: ['person male stranger | un chico', 'person unknown stranger plural | gente'],
    interactions: ['aggression 0>D physical', 'aggression D>0'],
    emotions: ['anger D'],
  },
  {
    text: 'Mi abuela estaba sentada en su jardín entre las tomateras, como cuando yo era pequeña. Cuando me vio me abrazó muy fuerte y me regaló un tarro de miel de sus abejas. Hacía sol y me sentía feliz.',
    characters: ['person female family | mi abuela'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'Volvía a estar en el instituto, haciendo un examen que no había estudiado. Mi profesora me acusó de copiar delante de toda la clase. Mis compañeros se rieron de mí y señalaban mi hoja. Quería esconderme debajo de la mesa. Estaba muy triste.',
    characters: ['person female known | mi profesora', 'person unknown known plural | mis compañeros'],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Era de noche, delante de un bar de una ciudad que no conocía. Un hombre y una mujer se gritaban en la acera. De pronto él la empujó contra la pared. Le grité que parara. Tenía miedo de que viniera a por mí.',
    characters: ['person male stranger | un hombre', 'person female stranger | una mujer'],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 0>1 physical', 'aggression D>0'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Estaba en mi mesa de la oficina y las luces parpadeaban. Mi jefe me llamó a su despacho y me despidió sin darme ninguna razón. Ni siquiera me miraba mientras hablaba. Metí mis cosas en una caja y salí del edificio llorando.',
    characters: ['person male known | mi jefe'],
    interactions: ['aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Caminaba por el casco antiguo de noche y las farolas estaban apagadas. Un desconocido con un abrigo rojo me seguía. Cuando empecé a correr me persiguió hasta mi casa. Cerré la puerta con llave y me escondí en la cocina, aterrorizado.',
    characters: ['person male stranger | un desconocido'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Llovía mucho y llegaba tarde al tren. Encontré un gatito temblando debajo de un coche aparcado. Lo cogí, lo envolví en mi bufanda y me lo llevé a casa para darle de comer. Durmió toda la noche en mi almohada.',
    characters: ['animal unknown - | un gatito'],
    interactions: ['friendliness D>0 physical'],
    emotions: [],
  },
  {
    text: 'Bajé del tren en un pueblo junto al mar. Mi novio me esperaba en el andén y me regaló un ramo de flores amarillas. Luego me besó allí mismo, delante de todo el mundo. Volvimos a casa paseando por la playa. Estaba muy feliz.',
    characters: ['person male friend | mi novio', 'person unknown stranger plural | todo el mundo'],
    interactions: ['friendliness 0>D', 'sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  {
    text: 'Estábamos en una casa de verano con una piscina enorme. Mi hermano empujó a mi hermanita al agua y ella se puso a llorar. Mi madre le gritó a mi hermano desde la terraza. Yo lo miraba todo desde la ventana de arriba sin hacer nada.',
    characters: [
      'person male family | mi hermano',
      'person female family | mi hermanita',
      'person female family | mi madre',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 2>0'],
    emotions: ['sadness 1'],
  },
  {
    text: 'Estaba perdido en una ciudad extranjera donde los carteles tenían letras extrañas. Una anciana se acercó a mí en una esquina. Me acompañó a la estación y me compró un billete. Le di las gracias muchas veces antes de que saliera el tren.',
    characters: ['person female stranger | una anciana'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness D>0'],
    emotions: [],
  },
  {
    text: 'Era medianoche en nuestro piso. Unos hombres enmascarados entraron por el balcón. Ataron a mi marido a una silla y me amenazaron con un cuchillo. Les supliqué que se llevaran lo que quisieran. Estaba aterrorizada.',
    characters: ['person male stranger plural | unos hombres enmascarados', 'person male family | mi marido'],
    interactions: ['aggression 0>1 physical', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Había una fiesta en una azotea con música y farolillos. Mi mejor amiga les contó mi secreto a todos. Cuando se lo reproché, se rió de mí y dijo que era una broma. Bajé las escaleras sola y me sentí triste el resto del sueño.',
    characters: ['person female friend | mi mejor amiga', 'person unknown stranger plural | todos'],
    interactions: ['aggression 0>D', 'aggression D>0', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Cruzaba a pie un valle helado con la nieve hasta las rodillas. Una manada de lobos me rodeó. Uno me mordió la pierna y yo lo golpeé con un palo hasta que huyeron todos al bosque. Después seguí andando hacia una luz lejana.',
    characters: ['animal unknown - plural | una manada de lobos'],
    interactions: ['aggression 0>D physical', 'aggression D>0 physical'],
    emotions: [],
  },
  {
    text: 'Cenábamos en la vieja mesa de mis abuelos. Mi padre y mi tío se pelearon por dinero durante toda la cena. De repente mi tío le tiró su vaso a mi padre y se marchó. Yo no entendía lo que estaba pasando.',
    characters: ['person male family | mi padre', 'person male family | mi tío'],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 1>0 physical'],
    emotions: ['confusion D'],
  },
  {
    text: 'Tenía una entrevista de trabajo en una torre de cristal y llevaba un traje que me quedaba grande. La mujer del despacho me dio la mano y me ofreció el puesto allí mismo. Salí a la calle y estaba feliz.',
    characters: ['person female stranger | la mujer del despacho'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'En un supermercado enorme un niño pequeño lloraba solo entre las estanterías. Me agaché, lo consolé y lo ayudé a buscar a su madre. Cuando la encontramos, ella lo abrazó y me dio las gracias. Luego el supermercado se convirtió en mi colegio.',
    characters: ['person male stranger | un niño pequeño', 'person female stranger | su madre'],
    interactions: ['friendliness D>0', 'friendliness D>0', 'friendliness 1>0 physical', 'friendliness 1>D'],
    emotions: ['sadness 0'],
  },
  {
    text: 'Subía las escaleras de mi edificio con la compra. Los vecinos de arriba me insultaron desde el rellano sin ningún motivo. Mi madre salió de casa y les contestó a gritos. Yo estaba asustada y no me atrevía a subir.',
    characters: ['person unknown known plural | los vecinos de arriba', 'person female family | mi madre'],
    interactions: ['aggression 0>D', 'aggression 1>0'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Estaba en un aula con mi viejo amigo Pablo, al que no veo desde hace años. Nos reíamos y comíamos juntos al fondo de la clase. Luego me rodeó con el brazo y me dijo que me había echado de menos. Me sentí feliz.',
    characters: ['person male friend | mi viejo amigo Pablo'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'Volvía a ser una niña en el parque cerca de mi primera casa. Unos niños no me dejaron jugar al fútbol con ellos y se burlaron de mí. Volví a casa sola por la orilla del río y lloré en mi cuarto.',
    characters: ['person unknown stranger plural | unos niños'],
    interactions: ['aggression 0>D', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'Fui perseguida por un toro a través de un campo embarrado y lo oía resoplar detrás de mí. Un campesino me salvó subiéndome a su tractor. Cuando estuvimos a salvo le di un abrazo enorme. El campo estaba lleno de girasoles.',
    characters: ['animal unknown - | un toro', 'person male stranger | un campesino'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'friendliness D>1 physical'],
    emotions: [],
  },
  {
    text: 'Esperaba en el aeropuerto con un cartel en las manos. Mi tía y mi abuelo se abrazaron en la puerta de llegadas después de muchos años sin verse. La gente de alrededor se paró a mirarlos. Yo lloraba de alegría.',
    characters: [
      'person female family | mi tía',
      'person male family | mi abuelo',
      'person unknown stranger plural | la gente',
    ],
    interactions: ['friendliness 0>1 physical', 'friendliness 1>0 physical'],
    emotions: ['happiness D'],
  },
  {
    text: 'Estaba en la boda de mi prima, en una carpa blanca enorme. Nadie de mi mesa me hablaba; mi prima me ignoró toda la noche y su marido me dio la espalda cuando me acerqué. Me senté sola junto a la tarta y me sentí muy sola y triste.',
    characters: ['person female family | mi prima', 'person male family | su marido'],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
];
