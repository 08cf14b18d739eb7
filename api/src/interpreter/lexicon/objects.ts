// Objects and vehicles: the things of everyday life that dreams borrow.
import type { LexiconEntryData } from './types.ts';

export const objects: readonly LexiconEntryData[] = [
  {
    id: 'car',
    label: ['the car', 'el coche'],
    en: ['car', 'driving', 'drove', 'steering wheel', 'brakes'],
    es: ['coche', 'auto', 'carro', 'conducia', 'conducir', 'conduciendo', 'manejaba', 'volante', 'frenos'],
    jung: [
      'A car is how you move through your own life: your drive, your autonomy, the way you steer. Who is at the wheel, whether the brakes work, and where the road goes can all be telling.',
      'Un coche es la forma en que te mueves por tu propia vida: tu impulso, tu autonomía, tu manera de dirigir. Quién va al volante, si funcionan los frenos y adónde va la carretera pueden ser reveladores.',
    ],
    rogers: [
      'who was driving in your dream and how it felt to be in that car, and how much you feel in the driver’s seat of your life right now',
      'quién conducía en tu sueño y cómo se sentía ir en ese coche, y cuánto sientes que llevas ahora el volante de tu vida',
    ],
    cbt: [
      'Brakes that fail or a car out of control often go with the thought “I can’t stop what’s happening”. You might list what you could slow down or say no to this week.',
      'Unos frenos que fallan o un coche sin control suelen ir con el pensamiento «no puedo parar lo que está pasando». Podrías anotar qué podrías frenar o a qué podrías decir que no esta semana.',
    ],
  },
  {
    id: 'train',
    label: ['the train', 'el tren'],
    en: ['train', 'subway', 'metro', 'tram'],
    es: ['tren', 'metro', 'tranvia', 'vagon'],
    exclude: ['train of thought'],
    jung: [
      'A train runs on fixed tracks with many others on board: the collective path, a course already set. Catching or missing it can show how you feel about following, or leaving, the expected route.',
      'Un tren va por vías fijas con muchos otros a bordo: el camino colectivo, un rumbo ya trazado. Tomarlo o perderlo puede mostrar cómo te sientes al seguir, o abandonar, la ruta esperada.',
    ],
    rogers: [
      'where the train was going and whether you wanted to be on it, and how it feels to follow a path others have laid out',
      'adónde iba el tren y si querías estar en él, y cómo se siente seguir un camino que otros han trazado',
    ],
    cbt: [
      'Missing a train is a classic anxious dream: “I’ve missed my chance”. Most trains come again; you might list the next opportunities that are realistically ahead.',
      'Perder un tren es un sueño ansioso clásico: «he perdido mi oportunidad». La mayoría de los trenes vuelven a pasar; podrías anotar las próximas oportunidades que realistamente tienes por delante.',
    ],
  },
  {
    id: 'plane',
    label: ['the plane', 'el avión'],
    en: ['plane', 'airplane', 'aeroplane', 'aircraft', 'jet'],
    es: ['avion', 'avioneta', 'aeronave'],
    jung: [
      'A plane lifts you far above ordinary life: ambition, big plans, perspective, or an escape into the head. A crash can be a warning that something has been flying too high, away from the ground of reality.',
      'Un avión te eleva muy por encima de la vida corriente: ambición, grandes planes, perspectiva, o una huida a la cabeza. Un accidente puede advertir de que algo ha volado demasiado alto, lejos del suelo de la realidad.',
    ],
    rogers: [
      'how you felt on that plane, excited, anxious or calm, and what big move or plan in your life it might echo',
      'cómo te sentías en ese avión, ilusionado, inquieto o tranquilo, y qué gran paso o plan de tu vida podría reflejar',
    ],
    cbt: [
      'Plane crash dreams often come with catastrophic thinking before a big step. You might name the realistic risks of that step, and what you would do if one of them happened.',
      'Los sueños de accidentes aéreos suelen venir con pensamiento catastrófico antes de un gran paso. Podrías nombrar los riesgos realistas de ese paso, y qué harías si ocurriera alguno.',
    ],
  },
  {
    id: 'boat',
    label: ['the boat', 'el barco'],
    en: ['boat', 'ship', 'sailing', 'canoe', 'raft', 'yacht', 'ferry'],
    es: ['barco', 'barca', 'bote', 'velero', 'balsa', 'canoa', 'navegaba', 'buque'],
    jung: [
      'A boat carries you across the waters of the unconscious: it is the vessel of the self on the sea of feeling. Whether it is steady, leaking or adrift may show how you are navigating emotional waters.',
      'Un barco te lleva sobre las aguas del inconsciente: es el recipiente del yo en el mar del sentimiento. Que esté firme, haga agua o vaya a la deriva puede mostrar cómo navegas las aguas emocionales.',
    ],
    rogers: [
      'what kind of journey the boat was on and how safe you felt, and what is helping you stay afloat in your life now',
      'qué clase de viaje hacía el barco y cuán seguro te sentías, y qué te ayuda ahora a mantenerte a flote en tu vida',
    ],
    cbt: [
      'A sinking or drifting boat can echo “I’m losing my grip”. You might write down what keeps you afloat, people, routines, strengths, even on hard days.',
      'Un barco que se hunde o va a la deriva puede hacer eco de «estoy perdiendo el control». Podrías escribir lo que te mantiene a flote, personas, rutinas, fortalezas, incluso en los días difíciles.',
    ],
  },
  {
    id: 'bus',
    label: ['the bus', 'el autobús'],
    en: ['bus', 'coach'],
    es: ['autobus', 'bus', 'guagua', 'colectivo'],
    jung: [
      'A bus is shared transport on a public route: you travel with others, on someone else’s schedule. It may speak of how you fit into collective life, and of where your own stop is.',
      'Un autobús es transporte compartido en una ruta pública: viajas con otros, según el horario de otro. Puede hablar de cómo encajas en la vida colectiva, y de dónde está tu propia parada.',
    ],
    rogers: [
      'how it felt to be on that bus with others, and whether you are going where you want, or where the route takes you',
      'cómo se sentía ir en ese autobús con otros, y si vas adonde quieres, o adonde te lleva la ruta',
    ],
    cbt: [
      'Missing a stop or the wrong bus can mirror “I’m on the wrong path in life”. It may help to ask what small course correction is possible, rather than a total change.',
      'Pasarse la parada o tomar el autobús equivocado puede reflejar «voy por el camino equivocado en la vida». Puede ayudar preguntarse qué pequeña corrección de rumbo es posible, en lugar de un cambio total.',
    ],
  },
  {
    id: 'bicycle',
    label: ['the bicycle', 'la bicicleta'],
    en: ['bicycle', 'bike', 'cycling'],
    es: ['bicicleta', 'bici'],
    jung: [
      'A bicycle moves only by your own effort and balance: independence, and the need to keep moving to stay upright. It can be an image of a life you are steering by yourself.',
      'Una bicicleta solo avanza con tu propio esfuerzo y equilibrio: independencia, y la necesidad de seguir en movimiento para no caer. Puede ser una imagen de una vida que diriges por ti mismo.',
    ],
    rogers: [
      'how riding that bicycle felt, free, effortful or wobbly, and how you are balancing things in your life right now',
      'cómo se sentía ir en esa bicicleta, libre, con esfuerzo o tambaleante, y cómo estás equilibrando las cosas ahora en tu vida',
    ],
    cbt: [
      'Losing balance on a bike can echo “if I stop, everything falls over”. You might check whether a short rest would really cause a fall.',
      'Perder el equilibrio en una bici puede hacer eco de «si paro, todo se cae». Podrías comprobar si un breve descanso causaría de verdad una caída.',
    ],
  },
  {
    id: 'keys',
    label: ['the keys', 'las llaves'],
    en: ['key', 'keychain'],
    es: ['llave', 'llavero', 'cerradura'],
    exclude: ['key moment', 'key point'],
    jung: [
      'A key opens what was closed: access, a solution, a secret, a new possibility. Losing keys may show feeling locked out of something; finding one, that an answer is within reach.',
      'Una llave abre lo que estaba cerrado: acceso, solución, secreto, una nueva posibilidad. Perder las llaves puede mostrar que te sientes excluido de algo; encontrar una, que una respuesta está a tu alcance.',
    ],
    rogers: [
      'what the key in your dream could open, and what you feel you have access to, or are shut out of, in your life',
      'lo que podía abrir la llave de tu sueño, y a qué sientes que tienes acceso, o de qué te sientes excluido, en tu vida',
    ],
    cbt: [
      'Searching for lost keys is a common stress dream, tied to “I’m forgetting something important”. A written list of the day’s essentials can quiet that worry.',
      'Buscar llaves perdidas es un sueño de estrés frecuente, ligado a «estoy olvidando algo importante». Una lista escrita de lo esencial del día puede calmar esa preocupación.',
    ],
  },
  {
    id: 'mirror',
    label: ['the mirror', 'el espejo'],
    en: ['mirror', 'reflection'],
    es: ['espejo', 'reflejo'],
    jung: [
      'A mirror shows us ourselves, but reversed. What you saw in it, your own face, a stranger, or nothing, can reveal how you see yourself, and the difference between persona and inner reality.',
      'Un espejo nos muestra a nosotros mismos, pero invertidos. Lo que viste en él, tu propio rostro, un desconocido o nada, puede revelar cómo te ves, y la diferencia entre la persona y la realidad interior.',
    ],
    rogers: [
      'what you saw in the mirror and how you felt looking at it, and how kindly you see yourself these days',
      'lo que viste en el espejo y cómo te sentiste al mirarlo, y con cuánta amabilidad te miras estos días',
    ],
    cbt: [
      'A distorted reflection often mirrors a distorted self-judgment. If the dream left a thought like “I don’t like what I am”, you might write three facts about yourself that are neutral or kind.',
      'Un reflejo distorsionado suele reflejar un juicio distorsionado de uno mismo. Si el sueño dejó un pensamiento como «no me gusta lo que soy», podrías escribir tres hechos sobre ti que sean neutros o amables.',
    ],
  },
  {
    id: 'phone',
    label: ['the phone', 'el teléfono'],
    en: ['phone', 'cellphone', 'telephone', 'phone call', 'text message'],
    es: ['telefono', 'movil', 'celular', 'llamada', 'mensaje'],
    jung: [
      'A phone is communication at a distance: a message trying to get through, from another person or from another part of yourself. A call that will not connect may show something that is not yet being heard.',
      'Un teléfono es comunicación a distancia: un mensaje que intenta llegar, de otra persona o de otra parte de ti. Una llamada que no conecta puede mostrar algo que aún no se está escuchando.',
    ],
    rogers: [
      'who you were trying to reach, or who was trying to reach you, and what you would like to say or hear',
      'a quién intentabas llamar, o quién intentaba llamarte, y qué te gustaría decir u oír',
    ],
    cbt: [
      'Phones that fail in dreams often echo “I can’t reach anyone when I need them”. You might name one person you could actually reach today.',
      'Los teléfonos que fallan en los sueños suelen hacer eco de «no puedo contactar con nadie cuando lo necesito». Podrías nombrar a una persona con la que de verdad podrías hablar hoy.',
    ],
  },
  {
    id: 'money',
    label: ['the money', 'el dinero'],
    en: ['money', 'cash', 'coin', 'wallet', 'dollars'],
    es: ['dinero', 'moneda', 'cartera', 'billete', 'billetera', 'plata'],
    labels: {
      billete: ['the banknote', 'el billete'],
      coin: ['the coins', 'las monedas'],
      moneda: ['the coins', 'las monedas'],
      wallet: ['the wallet', 'la cartera'],
      cartera: ['the wallet', 'la cartera'],
      billetera: ['the wallet', 'la billetera'],
      dollars: ['the dollars', 'los dólares'],
    },
    jung: [
      'Money in dreams is often psychic energy and value: what you have to spend, what you are worth to yourself. Finding or losing it can show a gain or loss of energy, confidence or self-worth.',
      'El dinero en los sueños suele ser energía psíquica y valor: lo que tienes para gastar, lo que vales para ti. Encontrarlo o perderlo puede mostrar una ganancia o pérdida de energía, confianza o autoestima.',
    ],
    rogers: [
      'what {label} meant in the dream, and what you feel you have enough of, or too little of, in your life',
      'lo que {significaba/significaban:label} {label} en el sueño, y de qué sientes que tienes suficiente, o demasiado poco, en tu vida',
    ],
    cbt: [
      'Money dreams can amplify financial worry, “I’ll never have enough”. You might look at your actual numbers calmly, or note one concrete step that would improve security.',
      'Los sueños de dinero pueden amplificar la preocupación económica, «nunca tendré suficiente». Podrías mirar con calma tus números reales, o anotar un paso concreto que mejoraría tu seguridad.',
    ],
  },
  {
    id: 'luggage',
    label: ['the luggage', 'el equipaje'],
    en: ['luggage', 'suitcase', 'baggage', 'backpack', 'packing', 'bag'],
    es: ['maleta', 'equipaje', 'mochila', 'bolso', 'bolsa', 'hacer las maletas'],
    labels: {
      suitcase: ['the suitcase', 'la maleta'],
      maleta: ['the suitcase', 'la maleta'],
      bag: ['the bag', 'la bolsa'],
      bolsa: ['the bag', 'la bolsa'],
      bolso: ['the bag', 'el bolso'],
      backpack: ['the backpack', 'la mochila'],
      mochila: ['the backpack', 'la mochila'],
      'hacer las maletas': ['packing', 'hacer las maletas'],
      packing: ['packing', 'hacer las maletas'],
    },
    jung: [
      'Luggage is what we carry with us: experiences, responsibilities, old burdens. Too much of it, or a bag that is lost, may show what you are ready, or not ready, to leave behind.',
      'El equipaje es lo que llevamos con nosotros: experiencias, responsabilidades, viejas cargas. Demasiado, o una maleta perdida, puede mostrar lo que estás listo, o no, para dejar atrás.',
    ],
    rogers: [
      'what you were carrying in your dream and how heavy it felt, and what you might like to set down',
      'lo que llevabas en tu sueño y cuánto pesaba, y qué te gustaría dejar en el suelo',
    ],
    cbt: [
      'Struggling with luggage can mirror overload, “I have to carry all of this myself”. You might list what could be shared, delegated or dropped.',
      'Cargar con dificultad el equipaje puede reflejar sobrecarga, «tengo que llevar todo esto yo solo». Podrías anotar lo que podrías compartir, delegar o soltar.',
    ],
  },
  {
    id: 'clock',
    label: ['the clock', 'el reloj'],
    en: ['clock', 'wristwatch', 'running out of time', 'time was running out', 'alarm clock'],
    es: ['reloj', 'se acababa el tiempo', 'sin tiempo', 'despertador'],
    jung: [
      'A clock is time made visible: deadlines, the passing of life, the sense that something must happen now. A stopped clock can mark a moment the psyche wants to hold on to.',
      'Un reloj es el tiempo hecho visible: plazos, el paso de la vida, la sensación de que algo debe ocurrir ya. Un reloj parado puede señalar un momento al que la psique quiere aferrarse.',
    ],
    rogers: [
      'how time felt in your dream, rushed, frozen or slipping away, and how it feels in your days right now',
      'cómo se sentía el tiempo en tu sueño, apresurado, detenido o escurridizo, y cómo se siente ahora en tus días',
    ],
    cbt: [
      'Running out of time is a hallmark of stress, with thoughts like “I’ll never make it”. You might break the deadline into parts and see which are already done.',
      'Quedarse sin tiempo es un rasgo típico del estrés, con pensamientos como «no llegaré nunca». Podrías dividir el plazo en partes y ver cuáles ya están hechas.',
    ],
  },
  {
    id: 'book',
    label: ['the book', 'el libro'],
    en: ['book', 'notebook', 'diary', 'library'],
    es: ['libro', 'cuaderno', 'diario', 'biblioteca'],
    jung: [
      'A book holds knowledge and story: wisdom to be learned, or the story of your own life being written. An unreadable book can mean knowledge not yet accessible to consciousness.',
      'Un libro guarda conocimiento e historia: sabiduría por aprender, o la historia de tu propia vida que se está escribiendo. Un libro ilegible puede significar un saber aún no accesible a la conciencia.',
    ],
    rogers: [
      'what the book contained or what you hoped to find in it, and what chapter of your own story you are writing now',
      'lo que contenía el libro o lo que esperabas encontrar en él, y qué capítulo de tu propia historia estás escribiendo ahora',
    ],
    cbt: [
      'Books in dreams can connect with learning pressure, “I don’t know enough”. You might list what you have learned recently, as evidence of your capacity to learn.',
      'Los libros en los sueños pueden conectar con la presión por aprender, «no sé lo suficiente». Podrías anotar lo que has aprendido recientemente, como prueba de tu capacidad de aprender.',
    ],
  },
  {
    id: 'letter',
    label: ['the letter', 'la carta'],
    en: ['letter', 'envelope', 'handwritten note'],
    es: ['carta', 'sobre cerrado', 'nota escrita'],
    jung: [
      'A letter is a message from elsewhere, often from the unconscious itself, addressed personally to you. Whether you could read it, and who sent it, may matter more than what it said.',
      'Una carta es un mensaje de otra parte, a menudo del inconsciente mismo, dirigido personalmente a ti. Si pudiste leerla, y quién la envió, puede importar más que lo que decía.',
    ],
    rogers: [
      'what the letter said or what you hoped it would say, and what message you might be waiting for in your life',
      'lo que decía la carta o lo que esperabas que dijera, y qué mensaje podrías estar esperando en tu vida',
    ],
    cbt: [
      'An unopened letter can stand for news you are dreading, “it will be bad”. You might notice the prediction and ask what the other possible contents could be.',
      'Una carta sin abrir puede representar noticias que temes, «serán malas». Podrías notar la predicción y preguntarte qué otros contenidos serían posibles.',
    ],
  },
  {
    id: 'gift',
    label: ['the gift', 'el regalo'],
    en: ['gift', 'wrapped present'],
    es: ['regalo', 'obsequio'],
    jung: [
      'A gift is something offered freely: a talent, a chance, an insight the unconscious is handing you. Receiving it well, or refusing it, can show how open you are to what life offers.',
      'Un regalo es algo ofrecido libremente: un talento, una oportunidad, una intuición que el inconsciente te entrega. Recibirlo bien, o rechazarlo, puede mostrar cuán abierto estás a lo que la vida ofrece.',
    ],
    rogers: [
      'what the gift was and how it felt to give or receive it, and what you might be offering, or being offered, right now',
      'qué era el regalo y cómo se sintió darlo o recibirlo, y qué podrías estar ofreciendo, o recibiendo, ahora',
    ],
    cbt: [
      'Gifts can bring up worth, “I don’t deserve this”. You might ask what you would think if a friend received the same gift.',
      'Los regalos pueden traer preguntas de valía, «no me lo merezco». Podrías preguntarte qué pensarías si un amigo recibiera el mismo regalo.',
    ],
  },
  {
    id: 'ring',
    label: ['the ring', 'el anillo'],
    en: ['ring', 'wedding ring', 'engagement ring'],
    es: ['anillo', 'alianza', 'sortija'],
    jung: [
      'A ring is a circle without end: commitment, wholeness, a bond. Losing a ring may show worry about a relationship or a promise; finding one, a new commitment, perhaps to yourself.',
      'Un anillo es un círculo sin fin: compromiso, totalidad, un vínculo. Perder un anillo puede mostrar preocupación por una relación o una promesa; encontrarlo, un nuevo compromiso, quizá contigo mismo.',
    ],
    rogers: [
      'what that ring meant to you in the dream, and what commitments in your life feel meaningful, or heavy, right now',
      'lo que significaba ese anillo para ti en el sueño, y qué compromisos de tu vida se sienten ahora significativos, o pesados',
    ],
    cbt: [
      'Losing a ring can trigger “I’m going to lose this relationship”. You might separate the dream’s image from the evidence in the relationship itself.',
      'Perder un anillo puede disparar «voy a perder esta relación». Podrías separar la imagen del sueño de las pruebas que da la relación misma.',
    ],
  },
  {
    id: 'clothes',
    label: ['the clothes', 'la ropa'],
    en: ['clothes', 'dress', 'shirt', 'coat', 'outfit', 'uniform', 'costume'],
    es: ['ropa', 'vestido', 'camisa', 'abrigo', 'uniforme', 'traje', 'disfraz'],
    labels: {
      dress: ['the dress', 'el vestido'],
      vestido: ['the dress', 'el vestido'],
      uniform: ['the uniform', 'el uniforme'],
      uniforme: ['the uniform', 'el uniforme'],
      coat: ['the coat', 'el abrigo'],
      abrigo: ['the coat', 'el abrigo'],
      costume: ['the costume', 'el disfraz'],
      disfraz: ['the costume', 'el disfraz'],
    },
    jung: [
      'Clothes are the persona made visible: the face we show the world and the role we play. Wrong or strange clothes can show a mismatch between how you present yourself and how you feel inside.',
      'La ropa es la persona hecha visible: la cara que mostramos al mundo y el papel que representamos. Una ropa equivocada o extraña puede mostrar un desajuste entre cómo te presentas y cómo te sientes por dentro.',
    ],
    rogers: [
      'what you were wearing and how you felt in it, and how comfortable you feel in the roles you show to others',
      'lo que llevabas puesto y cómo te sentías con ello, y cuán cómodo te sientes en los papeles que muestras a los demás',
    ],
    cbt: [
      'Wearing the wrong thing in a dream often comes with “everyone will judge me”. You might recall how rarely others remember what someone wore.',
      'Llevar la ropa equivocada en un sueño suele venir con «todos me juzgarán». Podrías recordar lo poco que los demás recuerdan lo que llevaba alguien.',
    ],
  },
  {
    id: 'shoes',
    label: ['the shoes', 'los zapatos'],
    en: ['shoe', 'boots', 'sneakers', 'heels', 'slippers'],
    es: ['zapato', 'botas', 'zapatillas', 'tacones', 'pantuflas'],
    jung: [
      'Shoes are our standpoint and how we walk our path. Lost or wrong shoes can show that you do not yet feel you have the right footing for the way ahead.',
      'Los zapatos son nuestra postura y nuestra manera de recorrer el camino. Unos zapatos perdidos o equivocados pueden mostrar que aún no sientes tener el apoyo adecuado para lo que viene.',
    ],
    rogers: [
      'what happened with your shoes and how it felt, and how ready you feel for the path you are on',
      'lo que pasaba con tus zapatos y cómo se sentía, y cuán preparado te sientes para el camino que recorres',
    ],
    cbt: [
      'Missing shoes can echo “I’m not equipped for this”. You might list the skills and resources you actually bring.',
      'Unos zapatos que faltan pueden hacer eco de «no estoy preparado para esto». Podrías anotar las habilidades y los recursos que de verdad aportas.',
    ],
  },
  {
    id: 'gun',
    label: ['the gun', 'el arma'],
    en: ['gun', 'pistol', 'rifle', 'weapon', 'shotgun', 'shooting', 'gunshot'],
    es: ['pistola', 'arma', 'rifle', 'escopeta', 'disparo', 'disparaba', 'disparando', 'tiroteo'],
    jung: [
      'A weapon is aggression and power at a distance: anger, or the force to defend and to assert. Who holds it in the dream may show where that power lives in you, or who you feel has it over you.',
      'Un arma es agresión y poder a distancia: ira, o la fuerza para defender y afirmarse. Quién la tiene en el sueño puede mostrar dónde vive ese poder en ti, o quién sientes que lo tiene sobre ti.',
    ],
    rogers: [
      'what you felt when the weapon appeared, and whether anger or fear, your own or someone else’s, is close to the surface in your life',
      'lo que sentiste cuando apareció el arma, y si la ira o el miedo, tuyos o de otra persona, están cerca de la superficie en tu vida',
    ],
    cbt: [
      'Violent images can be very unsettling; having them in a dream does not mean you want violence. If anger is around, noticing what triggered it and naming it calmly can release some of its charge.',
      'Las imágenes violentas pueden inquietar mucho; tenerlas en un sueño no significa que desees violencia. Si hay ira, notar qué la disparó y nombrarla con calma puede liberar parte de su carga.',
    ],
  },
  {
    id: 'knife',
    label: ['the knife', 'el cuchillo'],
    en: ['knife', 'blade', 'sword', 'dagger'],
    es: ['cuchillo', 'navaja', 'espada', 'daga', 'cuchilla'],
    jung: [
      'A blade cuts and separates: discernment, decision, the power to end something. It can threaten, and it can also free, cutting a tie that no longer serves.',
      'Una hoja corta y separa: discernimiento, decisión, el poder de terminar algo. Puede amenazar, y también liberar, cortando un lazo que ya no sirve.',
    ],
    rogers: [
      'what the blade was doing in your dream and how you felt, and whether there is something you need to cut away, or protect yourself from',
      'lo que hacía la hoja en tu sueño y cómo te sentías, y si hay algo que necesitas cortar, o de lo que necesitas protegerte',
    ],
    cbt: [
      'Sharp objects can carry tension and fear of harm. If a thought like “someone wants to hurt me” lingers, you might check it against how people have actually treated you.',
      'Los objetos afilados pueden llevar tensión y miedo a ser dañado. Si persiste un pensamiento como «alguien quiere hacerme daño», podrías contrastarlo con cómo te han tratado realmente las personas.',
    ],
  },
  {
    id: 'mask',
    label: ['the mask', 'la máscara'],
    en: ['mask', 'masked', 'disguise', 'disguised'],
    es: ['mascara', 'enmascarad*', 'disfrazad*'],
    jung: [
      'The mask is the persona itself, the word Jung took from the masks of ancient theatre. A mask that will not come off may show a role you have grown too identified with.',
      'La máscara es la persona misma, la palabra que Jung tomó de las máscaras del teatro antiguo. Una máscara que no se puede quitar puede mostrar un papel con el que te has identificado demasiado.',
    ],
    rogers: [
      'who was behind the mask and how you felt about it, and where in your life you feel you have to hide what you really feel',
      'quién estaba detrás de la máscara y cómo te sentías al respecto, y en qué parte de tu vida sientes que tienes que ocultar lo que de verdad sientes',
    ],
    cbt: [
      'Masks often go with “if they saw the real me, they wouldn’t like me”. You might test this by sharing something small and real with someone safe.',
      'Las máscaras suelen ir con «si vieran cómo soy de verdad, no les gustaría». Podrías ponerlo a prueba compartiendo algo pequeño y auténtico con alguien de confianza.',
    ],
  },
  {
    id: 'box',
    label: ['the box', 'la caja'],
    en: ['box', 'package', 'parcel', 'container'],
    es: ['caja', 'cofre', 'paquete'],
    jung: [
      'A box contains and conceals: a secret, a gift, or something shut away. Opening it, like Pandora’s jar, can release what was kept hidden, for better or worse.',
      'Una caja contiene y oculta: un secreto, un regalo, o algo encerrado. Abrirla, como la jarra de Pandora, puede liberar lo que se mantenía oculto, para bien o para mal.',
    ],
    rogers: [
      'what was in the box, or what you imagined was in it, and what you might be keeping closed away in your life',
      'lo que había en la caja, o lo que imaginabas que había, y qué podrías estar guardando bajo llave en tu vida',
    ],
    cbt: [
      'A box you dare not open can mirror avoidance, “if I look at it, it’ll be too much”. You might try looking at a small part of what you avoid, and notice what happens.',
      'Una caja que no te atreves a abrir puede reflejar evitación, «si lo miro, será demasiado». Podrías intentar mirar una pequeña parte de lo que evitas, y notar qué pasa.',
    ],
  },
  {
    id: 'food',
    label: ['the food', 'la comida'],
    en: ['food', 'eating', 'meal', 'dinner', 'bread', 'fruit', 'cake', 'feast'],
    es: [
      'comida',
      'comer',
      'comiendo',
      'comia',
      'pan',
      'fruta',
      'pastel',
      'cena',
      'banquete',
      'cenar',
      'cenamos',
      'almorzar',
      'desayunar',
    ],
    jung: [
      'Food is nourishment in the widest sense: what feeds you emotionally and spiritually. A feast can be abundance and communion; hunger or spoiled food, a lack of what truly nourishes.',
      'La comida es alimento en el sentido más amplio: lo que te nutre emocional y espiritualmente. Un banquete puede ser abundancia y comunión; el hambre o la comida estropeada, la falta de lo que de verdad alimenta.',
    ],
    rogers: [
      'what you were eating or hungry for in the dream, and what truly nourishes you these days',
      'lo que comías o de lo que tenías hambre en el sueño, y qué te nutre de verdad estos días',
    ],
    cbt: [
      'Food dreams can relate to comfort and self-care. If a thought like “I don’t deserve to take care of myself” is familiar, you might schedule one nourishing thing today.',
      'Los sueños de comida pueden relacionarse con el consuelo y el autocuidado. Si te resulta familiar un pensamiento como «no merezco cuidarme», podrías programar hoy algo que te nutra.',
    ],
  },
  {
    id: 'photo',
    label: ['the photograph', 'la fotografía'],
    en: ['photo', 'photograph', 'picture', 'camera'],
    es: ['foto', 'fotografia', 'camara', 'retrato'],
    jung: [
      'A photograph fixes a moment and keeps it: memory, the past, the image we hold of someone. It may show a picture of yourself or another that you are still holding on to.',
      'Una fotografía fija un momento y lo conserva: memoria, pasado, la imagen que guardamos de alguien. Puede mostrar una imagen de ti o de otra persona a la que todavía te aferras.',
    ],
    rogers: [
      'what moment or person was in the picture, and what you feel when you think of it now',
      'qué momento o persona había en la imagen, y qué sientes al pensar en ello ahora',
    ],
    cbt: [
      'Photographs can bring nostalgia, “things were better then”. You might notice that memory edits the past, and name one good thing in the present.',
      'Las fotografías pueden traer nostalgia, «antes las cosas eran mejores». Podrías notar que la memoria edita el pasado, y nombrar una cosa buena del presente.',
    ],
  },
  {
    id: 'map',
    label: ['the map', 'el mapa'],
    en: ['map', 'compass'],
    es: ['mapa', 'brujula'],
    jung: [
      'A map or compass is orientation: the wish to know where you are and where to go. In the psyche it can be the guidance of the Self, offered when the ego feels lost.',
      'Un mapa o una brújula es orientación: el deseo de saber dónde estás y adónde ir. En la psique puede ser la guía del Sí-mismo, ofrecida cuando el yo se siente perdido.',
    ],
    rogers: [
      'where the map was pointing and how you felt following it, and what inner sense of direction you can trust right now',
      'adónde señalaba el mapa y cómo te sentías al seguirlo, y en qué sentido interior de la dirección puedes confiar ahora',
    ],
    cbt: [
      'Needing a map can mirror “I have to have a complete plan before I start”. You might notice that the next step is often enough.',
      'Necesitar un mapa puede reflejar «tengo que tener un plan completo antes de empezar». Podrías notar que a menudo basta con el siguiente paso.',
    ],
  },
  {
    id: 'candle',
    label: ['the lamp or candle', 'la lámpara o la vela'],
    en: ['candle', 'lantern', 'torch', 'flashlight', 'lamp'],
    es: ['vela', 'linterna', 'farol', 'lampara', 'antorcha'],
    labels: {
      candle: ['the candle', 'la vela'],
      vela: ['the candle', 'la vela'],
      lamp: ['the lamp', 'la lámpara'],
      lampara: ['the lamp', 'la lámpara'],
      flashlight: ['the torch', 'la linterna'],
      torch: ['the torch', 'la linterna'],
      linterna: ['the torch', 'la linterna'],
      lantern: ['the lantern', 'el farol'],
      farol: ['the lantern', 'el farol'],
      antorcha: ['the torch', 'la antorcha'],
    },
    jung: [
      'A small light carried in the dark is consciousness in its humblest form: a little understanding brought into the unknown. Jung once dreamed of shielding a tiny light against a great wind, and took it as an image of consciousness itself.',
      'Una pequeña luz llevada en la oscuridad es la conciencia en su forma más humilde: un poco de comprensión llevada a lo desconocido. Jung soñó una vez que protegía una lucecita contra un gran viento, y la tomó como imagen de la conciencia misma.',
    ],
    rogers: [
      'what that small light showed you and how it felt to hold it, and what helps you see a little way ahead right now',
      'lo que esa pequeña luz te mostraba y cómo se sentía sostenerla, y qué te ayuda ahora a ver un poco más allá',
    ],
    cbt: [
      'A flickering light can echo fragile hope, “it could go out at any moment”. You might write down what keeps that hope going, and how to protect it.',
      'Una luz que parpadea puede hacer eco de una esperanza frágil, «podría apagarse en cualquier momento». Podrías escribir lo que mantiene esa esperanza, y cómo protegerla.',
    ],
  },
  {
    id: 'treasure',
    label: ['the treasure', 'el tesoro'],
    en: ['treasure', 'gold', 'jewel', 'diamond', 'jewelry'],
    es: ['tesoro', 'oro', 'joya', 'diamante', 'joyeria'],
    labels: {
      gold: ['the gold', 'el oro'],
      oro: ['the gold', 'el oro'],
      jewel: ['the jewels', 'las joyas'],
      joya: ['the jewels', 'las joyas'],
      diamond: ['the diamond', 'el diamante'],
      diamante: ['the diamond', 'el diamante'],
    },
    jung: [
      'Treasure is “the treasure hard to attain” of myth: the value of the Self, hidden in the depths and found only through a journey. Gold is, in alchemy, the goal of transformation.',
      'El tesoro es el «tesoro difícil de alcanzar» del mito: el valor del Sí-mismo, oculto en las profundidades y hallado solo a través de un viaje. El oro es, en la alquimia, la meta de la transformación.',
    ],
    rogers: [
      'what felt precious in your dream, and what in yourself or your life you value most right now',
      'lo que se sentía valioso en tu sueño, y qué es lo que más valoras ahora de ti o de tu vida',
    ],
    cbt: [
      'Finding treasure often comes with joy, and sometimes with “it’s too good to last”. You might notice that thought and let the good feeling stand on its own.',
      'Encontrar un tesoro suele venir con alegría, y a veces con «es demasiado bueno para durar». Podrías notar ese pensamiento y dejar que el buen sentimiento se sostenga por sí mismo.',
    ],
  },
  {
    id: 'ladder',
    label: ['the ladder', 'la escalera de mano'],
    en: ['ladder'],
    es: ['escalera de mano'],
    jung: [
      'A ladder joins lower and higher levels, like Jacob’s ladder between earth and heaven: ascent, aspiration, and the risk of the climb. It is a more precarious way up than stairs.',
      'Una escalera de mano une niveles inferiores y superiores, como la escalera de Jacob entre la tierra y el cielo: ascenso, aspiración y el riesgo de la subida. Es una forma de subir más precaria que la escalera fija.',
    ],
    rogers: [
      'what you were climbing toward and how steady you felt, and what you are reaching for in your life',
      'hacia dónde subías y cuán firme te sentías, y qué intentas alcanzar en tu vida',
    ],
    cbt: [
      'A wobbly ladder can mirror “one slip and I’ll lose everything I’ve gained”. You might note what you would keep even if you stepped down a rung.',
      'Una escalera inestable puede reflejar «un resbalón y perderé todo lo que he ganado». Podrías anotar lo que conservarías aunque bajaras un peldaño.',
    ],
  },
  {
    id: 'glass',
    label: ['the broken glass', 'el cristal roto'],
    en: ['broken glass', 'shattered', 'shards', 'glass'],
    es: ['vidrio', 'cristal', 'cristales rotos', 'vidrios rotos', 'hecho anicos'],
    jung: [
      'Glass is a boundary you can see through; broken, it cuts. Shattered glass may show an illusion broken, a barrier that has fallen, or something fragile that needs careful handling.',
      'El cristal es un límite a través del cual se ve; roto, corta. El cristal hecho añicos puede mostrar una ilusión rota, una barrera que ha caído, o algo frágil que requiere cuidado.',
    ],
    rogers: [
      'what broke in your dream and how you felt, and what in your life feels fragile or recently shattered',
      'lo que se rompió en tu sueño y cómo te sentiste, y qué en tu vida se siente frágil o se ha roto hace poco',
    ],
    cbt: [
      'Something shattering can go with “it’s ruined and can’t be fixed”. You might separate what was really broken from what is still intact.',
      'Algo que se hace añicos puede ir con «está arruinado y no tiene arreglo». Podrías separar lo que de verdad se rompió de lo que sigue intacto.',
    ],
  },
  {
    id: 'computer',
    label: ['the computer', 'el ordenador'],
    en: ['computer', 'laptop', 'screen', 'internet'],
    es: ['ordenador', 'computadora', 'portatil', 'pantalla'],
    jung: [
      'A computer or screen is a modern image of the thinking function and of the collective mind: information, connection, and sometimes a life lived at one remove from the body and feeling.',
      'Un ordenador o una pantalla es una imagen moderna de la función pensamiento y de la mente colectiva: información, conexión y, a veces, una vida vivida a distancia del cuerpo y del sentimiento.',
    ],
    rogers: [
      'what was on the screen and how you felt about it, and how connected you feel to people beyond screens these days',
      'lo que había en la pantalla y cómo te sentías al respecto, y cuán conectado te sientes con las personas más allá de las pantallas estos días',
    ],
    cbt: [
      'A crashing computer is a common stress dream: “I’ll lose all my work”. You might take one practical step, like a backup, and let the rest of the worry go.',
      'Un ordenador que falla es un sueño de estrés común: «perderé todo mi trabajo». Podrías dar un paso práctico, como una copia de seguridad, y dejar ir el resto de la preocupación.',
    ],
  },
  {
    id: 'toy',
    label: ['the toy or doll', 'el juguete o la muñeca'],
    en: ['doll', 'toy', 'teddy bear', 'stuffed animal'],
    es: ['muneca', 'juguete', 'peluche', 'osito de peluche'],
    labels: {
      doll: ['the doll', 'la muñeca'],
      muneca: ['the doll', 'la muñeca'],
      'teddy bear': ['the teddy bear', 'el peluche'],
      peluche: ['the teddy bear', 'el peluche'],
      'osito de peluche': ['the teddy bear', 'el osito de peluche'],
      toy: ['the toy', 'el juguete'],
      juguete: ['the toy', 'el juguete'],
    },
    jung: [
      'Toys belong to the world of childhood and play; a doll can also be an uncanny image of a person without a soul of their own. They may point to the playful child in you, or to a part of you that feels like a puppet.',
      'Los juguetes pertenecen al mundo de la infancia y del juego; una muñeca también puede ser una imagen inquietante de una persona sin alma propia. Pueden señalar al niño juguetón que hay en ti, o a una parte de ti que se siente marioneta.',
    ],
    rogers: [
      'what that toy meant to you in the dream, and how much room for play, or for your younger self, there is in your life now',
      'lo que significaba ese juguete para ti en el sueño, y cuánto espacio hay ahora en tu vida para el juego, o para tu yo más joven',
    ],
    cbt: [
      'Childhood objects can bring longing for comfort. If a thought like “I have to be serious all the time” is around, you might allow yourself one playful thing this week.',
      'Los objetos de la infancia pueden traer añoranza de consuelo. Si ronda un pensamiento como «tengo que ser serio todo el tiempo», podrías permitirte algo lúdico esta semana.',
    ],
  },
];
