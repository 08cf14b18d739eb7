// The body: teeth, hair, blood, nakedness, and the body failing or changing.
import type { LexiconEntryData } from './types.ts';

export const body: readonly LexiconEntryData[] = [
  {
    id: 'teeth',
    label: ['your teeth', 'los dientes'],
    en: ['teeth', 'tooth', 'molar', 'fang'],
    es: ['diente', 'muela', 'colmillo', 'dentadura'],
    jung: [
      'Teeth falling out or crumbling is one of the most common dream images of all. It often touches on how we present ourselves, our power to “bite” into life, and the fear of losing face or vitality.',
      'Que se caigan o se rompan los dientes es una de las imágenes oníricas más comunes. Suele tocar cómo nos presentamos, nuestra capacidad de «morder» la vida y el miedo a perder la imagen o la vitalidad.',
    ],
    rogers: [
      'what losing or worrying about your teeth felt like in the dream, and where you might feel exposed or less sure of yourself lately',
      'cómo se sintió en el sueño perder los dientes o preocuparte por ellos, y dónde quizá te has sentido expuesto o menos seguro últimamente',
    ],
    cbt: [
      'Teeth dreams frequently come with worries about appearance or judgment, such as “people will see something wrong with me”. You might test that prediction: how closely do others really notice?',
      'Los sueños con dientes suelen venir con preocupaciones sobre la apariencia o el juicio ajeno, como «la gente verá que algo va mal en mí». Podrías poner a prueba esa predicción: ¿cuánto se fijan los demás en realidad?',
    ],
  },
  {
    id: 'hair',
    label: ['your hair', 'el pelo'],
    en: ['hair', 'bald', 'haircut', 'hairdresser'],
    es: ['pelo', 'cabello', 'calvo', 'calva', 'melena', 'peluqueria'],
    exclude: ['hair dryer'],
    jung: [
      'Hair grows from the head and has long been linked to thoughts, strength and vitality, as in the story of Samson. Cutting or losing it can mean a sacrifice, a change of identity, or a new beginning.',
      'El pelo crece de la cabeza y se ha asociado desde antiguo con los pensamientos, la fuerza y la vitalidad, como en la historia de Sansón. Cortarlo o perderlo puede significar un sacrificio, un cambio de identidad o un nuevo comienzo.',
    ],
    rogers: [
      'what happened to your hair in the dream and how you felt about it, and whether you are changing how you show yourself to others',
      'qué le pasaba a tu pelo en el sueño y cómo te sentías al respecto, y si estás cambiando la forma en que te muestras a los demás',
    ],
    cbt: [
      'Hair dreams often touch on self-image. If a thought like “I’m losing my attractiveness” or “I’m getting old” appears, you might ask whether it is a fact or a fear, and how much weight it deserves.',
      'Los sueños con el pelo suelen tocar la imagen de uno mismo. Si aparece un pensamiento como «estoy perdiendo atractivo» o «me estoy haciendo mayor», podrías preguntarte si es un hecho o un temor, y cuánto peso merece.',
    ],
  },
  {
    id: 'blood',
    label: ['the blood', 'la sangre'],
    en: ['blood', 'bleeding', 'bled', 'bloody'],
    es: ['sangre', 'sangraba', 'sangrando', 'sangrar', 'ensangrentad*'],
    jung: [
      'Blood is life force itself, and what binds families and vows. Seeing it flow can speak of energy being lost, of a wound that needs care, or of a strong emotion that has broken the skin.',
      'La sangre es la fuerza vital misma, y lo que une familias y juramentos. Verla correr puede hablar de energía que se pierde, de una herida que necesita cuidado o de una emoción fuerte que ha atravesado la piel.',
    ],
    rogers: [
      'what the blood meant to you in the dream, and whether something in your life feels like it is draining you or has hurt you',
      'lo que significaba la sangre para ti en el sueño, y si algo en tu vida sientes que te está desgastando o te ha herido',
    ],
    cbt: [
      'Blood can be alarming on waking. If the dream left thoughts like “something terrible is going to happen to someone”, you might notice that it is a feeling-driven prediction, and check it against what you know.',
      'La sangre puede alarmar al despertar. Si el sueño dejó pensamientos como «algo terrible le va a pasar a alguien», podrías notar que es una predicción guiada por el sentimiento y contrastarla con lo que sabes.',
    ],
  },
  {
    id: 'naked',
    label: ['being naked', 'la desnudez'],
    en: ['naked', 'nude', 'undressed', 'no clothes', 'without clothes'],
    es: ['desnud*', 'sin ropa'],
    jung: [
      'Being naked in a dream strips away the persona, the mask we wear for the world. It can bring shame at being seen as we are, and also the freedom of not having to pretend.',
      'Estar desnudo en un sueño quita la persona, la máscara que llevamos ante el mundo. Puede traer vergüenza por ser visto tal como uno es, y también la libertad de no tener que fingir.',
    ],
    rogers: [
      'how it felt to be seen without your usual covering, and where in your life you would like to be accepted just as you are',
      'cómo se sintió ser visto sin tu cobertura habitual, y en qué parte de tu vida te gustaría ser aceptado tal como eres',
    ],
    cbt: [
      'Nakedness dreams often go with thoughts like “everyone will notice my flaws”. That is a form of mind reading; you might recall how often, in reality, others are busy thinking about themselves.',
      'Los sueños de desnudez suelen ir con pensamientos como «todos notarán mis defectos». Es una forma de leer la mente; podrías recordar con qué frecuencia, en la realidad, los demás están ocupados pensando en sí mismos.',
    ],
  },
  {
    id: 'pregnancy',
    label: ['the pregnancy', 'el embarazo'],
    en: ['pregnant', 'pregnancy', 'expecting a baby'],
    es: ['embarazad*', 'embarazo', 'encinta'],
    jung: [
      'Pregnancy in a dream is often psychological: something new is gestating in you, an idea, a project, a new side of yourself, that needs time before it can be born.',
      'El embarazo en un sueño suele ser psicológico: algo nuevo se está gestando en ti, una idea, un proyecto, una nueva faceta de ti, que necesita tiempo antes de poder nacer.',
    ],
    rogers: [
      'what you feel might be growing in you right now, and how you feel about carrying it, excited, anxious or both',
      'qué sientes que podría estar creciendo en ti ahora, y cómo te sientes al llevarlo, ilusionado, inquieto o ambas cosas',
    ],
    cbt: [
      'Pregnancy dreams can bring mixed thoughts: hope alongside “I’m not ready”. You might write down what “ready” would concretely mean, and which parts of it are already in place.',
      'Los sueños de embarazo pueden traer pensamientos mezclados: esperanza junto a «no estoy preparado». Podrías escribir qué significaría concretamente «estar preparado» y qué partes ya están en su sitio.',
    ],
  },
  {
    id: 'eyes',
    label: ['the eyes', 'los ojos'],
    en: ['eye', 'blind', 'blindness', 'couldnt see'],
    es: ['ojo', 'ciego', 'ciega', 'ceguera', 'no podia ver', 'no veia'],
    jung: [
      'Eyes are consciousness and insight, the windows through which the psyche looks and is looked at. Being blind or unable to see may show what one is not yet ready to perceive.',
      'Los ojos son conciencia y comprensión, las ventanas por las que la psique mira y es mirada. Estar ciego o no poder ver puede mostrar lo que uno aún no está preparado para percibir.',
    ],
    rogers: [
      'what you could or could not see in the dream, and whether there is something in your life you are only beginning to look at',
      'lo que podías o no podías ver en el sueño, y si hay algo en tu vida que apenas estás empezando a mirar',
    ],
    cbt: [
      'Not being able to see often mirrors uncertainty, with thoughts like “I have to know what’s coming to be safe”. You might practise noticing that you have coped before without knowing everything in advance.',
      'No poder ver suele reflejar incertidumbre, con pensamientos como «tengo que saber lo que viene para estar a salvo». Podrías practicar notar que antes ya te las arreglaste sin saberlo todo de antemano.',
    ],
  },
  {
    id: 'hands',
    label: ['the hands', 'las manos'],
    en: ['hand', 'finger', 'fingers'],
    es: ['mano', 'dedo'],
    exclude: ['hand in hand', 'on the other hand'],
    jung: [
      'Hands are how we act on the world: making, holding, giving, grasping. What they do, or cannot do, in a dream may show your capacity to shape your life, or to reach someone.',
      'Las manos son la forma en que actuamos sobre el mundo: hacer, sostener, dar, agarrar. Lo que hacen, o no pueden hacer, en un sueño puede mostrar tu capacidad de dar forma a tu vida, o de alcanzar a alguien.',
    ],
    rogers: [
      'what your hands were doing or reaching for in the dream, and what you would like to hold, or let go of, in your life',
      'lo que hacían o buscaban tus manos en el sueño, y qué te gustaría sostener, o soltar, en tu vida',
    ],
    cbt: [
      'Hands that fail can mirror a thought like “I can’t do anything about it”. You might list what is within reach this week, even if it is small.',
      'Unas manos que fallan pueden reflejar un pensamiento como «no puedo hacer nada al respecto». Podrías anotar lo que sí está a tu alcance esta semana, aunque sea pequeño.',
    ],
  },
  {
    id: 'feet',
    label: ['the feet and legs', 'los pies y las piernas'],
    en: ['foot', 'feet', 'leg', 'barefoot', 'without shoes', 'no shoes'],
    es: ['pie', 'pierna', 'descalzo', 'descalza', 'sin zapatos'],
    exclude: ['de pie', 'en pie', 'a pie'],
    labels: {
      barefoot: ['your bare feet', 'los pies descalzos'],
      'without shoes': ['your bare feet', 'los pies descalzos'],
      'no shoes': ['your bare feet', 'los pies descalzos'],
      descalzo: ['your bare feet', 'los pies descalzos'],
      descalza: ['your bare feet', 'los pies descalzos'],
      'sin zapatos': ['your bare feet', 'los pies descalzos'],
    },
    jung: [
      'Feet and legs are our standing and our path: where we stand, how we move forward. Heavy legs that will not run, or bare feet, can say something about your footing in life right now.',
      'Los pies y las piernas son nuestra postura y nuestro camino: dónde nos apoyamos y cómo avanzamos. Unas piernas pesadas que no corren, o los pies descalzos, pueden decir algo de tu apoyo en la vida ahora.',
    ],
    rogers: [
      'how your body carried you in the dream, and how grounded or unsteady you feel about the way forward',
      'cómo te llevaba tu cuerpo en el sueño, y cuán firme o inestable te sientes respecto al camino que tienes delante',
    ],
    cbt: [
      'Legs that will not move often echo feeling stuck, and the thought “I’m not getting anywhere”. It might help to note the steps you have taken recently, however slow they felt.',
      'Unas piernas que no se mueven suelen hacer eco de sentirse atascado, y del pensamiento «no avanzo». Podría ayudar anotar los pasos que has dado últimamente, por lentos que parecieran.',
    ],
  },
  {
    id: 'injury',
    label: ['the injury', 'la herida'],
    en: ['wound', 'wounded', 'injured', 'injury', 'broken bone', 'broken arm', 'broken leg'],
    es: ['herida', 'herido', 'lesion', 'lastimad*', 'hueso roto', 'brazo roto', 'pierna rota'],
    jung: [
      'A wound in a dream may be a psychic wound: an old hurt asking for attention. In Jung’s thought the “wounded healer” knows that what has hurt us can also become a source of understanding.',
      'Una herida en un sueño puede ser una herida psíquica: un dolor antiguo que pide atención. En el pensamiento de Jung, el «sanador herido» sabe que lo que nos hirió puede convertirse también en fuente de comprensión.',
    ],
    rogers: [
      'where you were hurt in the dream and how it was cared for, or not, and whether some hurt of yours needs more gentleness',
      'dónde te herían en el sueño y cómo se cuidaba, o no, esa herida, y si algún dolor tuyo necesita más delicadeza',
    ],
    cbt: [
      'Injury dreams can carry the thought “I’m fragile” or “I’ll be hurt again”. You might balance it with evidence of your resilience: times you recovered from something painful.',
      'Los sueños de heridas pueden llevar el pensamiento «soy frágil» o «me volverán a hacer daño». Podrías equilibrarlo con pruebas de tu resiliencia: veces en que te recuperaste de algo doloroso.',
    ],
  },
  {
    id: 'illness',
    label: ['the illness', 'la enfermedad'],
    en: ['sick', 'illness', 'disease', 'fever', 'cancer', 'virus', 'infection'],
    es: ['enfermo', 'enferma', 'enfermedad', 'fiebre', 'cancer', 'virus', 'infeccion'],
    jung: [
      'Illness in a dream is seldom about the body alone; it often marks a part of life that is out of balance, or an attitude that has become unhealthy and is asking to be healed.',
      'La enfermedad en un sueño rara vez trata solo del cuerpo; suele señalar una parte de la vida que está desequilibrada, o una actitud que se ha vuelto poco sana y pide ser sanada.',
    ],
    rogers: [
      'what felt unwell in the dream, and whether you are giving yourself the care you would offer someone you love',
      'qué se sentía enfermo en el sueño, y si te estás dando el cuidado que ofrecerías a alguien que quieres',
    ],
    cbt: [
      'Illness dreams can feed health worries, such as “this means something is wrong with me”. A dream is not a diagnosis; if a real symptom worries you, a doctor can answer it better than a dream can.',
      'Los sueños de enfermedad pueden alimentar preocupaciones de salud, como «esto significa que algo me pasa». Un sueño no es un diagnóstico; si te preocupa un síntoma real, un médico puede responderlo mejor que un sueño.',
    ],
  },
  {
    id: 'paralysis',
    label: ['being unable to move', 'no poder moverse'],
    en: ['paralyzed', 'paralysed', 'paralysis', 'couldnt move', 'could not move', 'cant move', 'frozen in place'],
    es: ['paralizad*', 'paralisis', 'no podia moverme', 'no me podia mover', 'no podia mover'],
    jung: [
      'Being unable to move is a vivid picture of a psychic block: a part of you wants to act while another part holds you still. It can point to an inner conflict that has not yet found its resolution.',
      'No poder moverse es una imagen vívida de un bloqueo psíquico: una parte de ti quiere actuar mientras otra te retiene. Puede señalar un conflicto interior que aún no ha encontrado su solución.',
    ],
    rogers: [
      'what it was like to want to move and not be able to, and whether there is a situation where you feel held back despite yourself',
      'cómo fue querer moverte y no poder, y si hay alguna situación en la que te sientes frenado a pesar de ti',
    ],
    cbt: [
      'Feeling frozen is the body’s freeze response, and it often mirrors thoughts like “whatever I do will be wrong”. You might look for one option that is good enough rather than perfect.',
      'Sentirse paralizado es la respuesta de congelación del cuerpo, y suele reflejar pensamientos como «haga lo que haga, estará mal». Podrías buscar una opción suficientemente buena en lugar de perfecta.',
    ],
  },
  {
    id: 'voice',
    label: ['losing your voice', 'quedarse sin voz'],
    en: [
      'couldnt scream',
      'couldnt speak',
      'couldnt talk',
      'couldnt shout',
      'could not scream',
      'no sound came out',
      'lost my voice',
      'no voice',
    ],
    es: [
      'no podia gritar',
      'no podia hablar',
      'sin voz',
      'no me salia la voz',
      'no salia ningun sonido',
      'perdi la voz',
    ],
    jung: [
      'Not being able to scream or speak often shows something in you that has not yet found its expression. The unconscious may be pointing to words you need to say, to others or to yourself.',
      'No poder gritar o hablar suele mostrar algo en ti que aún no ha encontrado expresión. El inconsciente puede estar señalando palabras que necesitas decir, a otros o a ti mismo.',
    ],
    rogers: [
      'what you wanted to say or shout in the dream, and where in your life you might feel unheard or unable to speak up',
      'lo que querías decir o gritar en el sueño, y en qué parte de tu vida quizá te sientes no escuchado o sin poder alzar la voz',
    ],
    cbt: [
      'Losing your voice can echo the thought “if I speak up, it won’t matter” or “I’ll be rejected”. You might try a small, low-risk way of saying what you think this week.',
      'Quedarse sin voz puede hacer eco del pensamiento «si hablo, no servirá de nada» o «me rechazarán». Podrías probar esta semana una forma pequeña y de poco riesgo de decir lo que piensas.',
    ],
  },
  {
    id: 'heart',
    label: ['the heart', 'el corazón'],
    en: ['heart', 'heartbeat'],
    es: ['corazon', 'latido'],
    exclude: ['by heart'],
    jung: [
      'The heart is the seat of feeling and of the deepest truth of a person. In a dream it may point to what you love, what hurts, or what your feeling function knows before your thinking does.',
      'El corazón es la sede del sentimiento y de la verdad más profunda de una persona. En un sueño puede señalar lo que amas, lo que duele, o lo que tu función sentimiento sabe antes que tu pensamiento.',
    ],
    rogers: [
      'what your heart was doing in the dream, racing, aching or full, and what it might be telling you about what matters to you',
      'lo que hacía tu corazón en el sueño, acelerado, dolorido o lleno, y qué podría estar diciéndote de lo que te importa',
    ],
    cbt: [
      'A pounding heart in a dream is often the body’s anxiety showing through. If you notice the thought “something is wrong with me” on waking, slow breathing for a minute can help the body settle before you judge it.',
      'Un corazón que late con fuerza en un sueño suele ser la ansiedad del cuerpo asomando. Si al despertar notas el pensamiento «algo me pasa», respirar despacio un minuto puede ayudar al cuerpo a calmarse antes de juzgarlo.',
    ],
  },
  {
    id: 'face',
    label: ['the face', 'el rostro'],
    en: ['face', 'faceless'],
    es: ['cara', 'rostro', 'sin rostro'],
    exclude: ['face to face'],
    jung: [
      'The face is identity and the persona: how we are recognised. A faceless figure, or a face that changes, may show something in you or in a relationship that has not yet taken a clear form.',
      'El rostro es identidad y persona: cómo se nos reconoce. Una figura sin rostro, o un rostro que cambia, puede mostrar algo en ti o en una relación que aún no ha tomado una forma clara.',
    ],
    rogers: [
      'whose face you saw, or could not see, and how you feel about the way you are seen by others right now',
      'de quién era el rostro que viste, o que no podías ver, y cómo te sientes respecto a la forma en que te ven los demás ahora',
    ],
    cbt: [
      'Faces in dreams often carry judgment, real or imagined. If you woke thinking “they disapprove of me”, you might ask what they have actually said, and what else their expression could mean.',
      'Los rostros en los sueños suelen llevar juicio, real o imaginado. Si despertaste pensando «me desaprueban», podrías preguntarte qué han dicho realmente y qué otra cosa podría significar su expresión.',
    ],
  },
  {
    id: 'breath',
    label: ['struggling to breathe', 'la falta de aire'],
    en: [
      'couldnt breathe',
      'could not breathe',
      'cant breathe',
      'suffocating',
      'suffocate',
      'choking',
      'choked',
      'out of breath',
    ],
    es: ['no podia respirar', 'asfixia', 'asfixiad*', 'sin aire', 'sofocad*', 'me faltaba el aire'],
    jung: [
      'Breath is spirit and life; struggling for it may point to a situation or relationship that leaves too little room for you to be yourself, something that constricts the soul.',
      'El aliento es espíritu y vida; luchar por él puede señalar una situación o una relación que te deja muy poco espacio para ser tú, algo que oprime el alma.',
    ],
    rogers: [
      'what felt like it was taking your air in the dream, and where in your life you would like more room to breathe',
      'qué sentías que te quitaba el aire en el sueño, y en qué parte de tu vida te gustaría tener más espacio para respirar',
    ],
    cbt: [
      'Suffocation dreams often accompany feeling pressured, and the thought “I can’t take any more”. Gentle, slow breathing on waking tells the body it is safe; then you can look at what is pressing.',
      'Los sueños de asfixia suelen acompañar a la sensación de presión, y al pensamiento «no puedo más». Respirar despacio y con suavidad al despertar le dice al cuerpo que está a salvo; después puedes mirar qué te presiona.',
    ],
  },
  {
    id: 'aging',
    label: ['growing old', 'el envejecer'],
    en: ['old age', 'wrinkles', 'grew old', 'getting old', 'aging', 'ageing'],
    es: ['arrugas', 'envejecer', 'envejecia', 'envejeci', 'vejez', 'me hacia viejo', 'me hacia vieja'],
    jung: [
      'Seeing yourself grow old in a dream can be about the passage of time, and also about maturity: the second half of life, which Jung saw as a turn toward meaning and inner wholeness.',
      'Verte envejecer en un sueño puede tratar del paso del tiempo, y también de la madurez: la segunda mitad de la vida, que Jung veía como un giro hacia el sentido y la totalidad interior.',
    ],
    rogers: [
      'how it felt to see yourself older, and what you would want that older self to be glad you did',
      'cómo se sintió verte con más edad, y qué te gustaría que ese yo mayor se alegrara de que hubieras hecho',
    ],
    cbt: [
      'Aging dreams can stir the thought “time is running out”. You might turn that urgency into one concrete, unhurried step toward something you value.',
      'Los sueños de envejecer pueden remover el pensamiento «se me acaba el tiempo». Podrías convertir esa urgencia en un paso concreto y sin prisa hacia algo que valoras.',
    ],
  },
];
