// People and relations: family, partners, strangers, figures of authority.
import type { LexiconEntryData } from './types.ts';

export const people: readonly LexiconEntryData[] = [
  {
    id: 'mother',
    label: ['your mother', 'tu madre'],
    en: ['mother', 'mom', 'mum', 'mommy', 'mama'],
    es: ['madre', 'mama', 'mami'],
    jung: [
      'The mother in a dream is both your own mother and the mother archetype: nourishment, protection, and sometimes the pull back into dependence. How she appears may show how you mother yourself.',
      'La madre en un sueño es a la vez tu propia madre y el arquetipo materno: alimento, protección y, a veces, la atracción de volver a la dependencia. Cómo aparece puede mostrar cómo te cuidas a ti mismo.',
    ],
    rogers: [
      'what it was like to be with your mother in the dream, and what you felt toward her, or needed from her, in that moment',
      'cómo fue estar con tu madre en el sueño, y qué sentías hacia ella, o necesitabas de ella, en ese momento',
    ],
    cbt: [
      'Dreams about a parent often replay familiar patterns of approval or worry. If a thought like “I’m disappointing her” came up, you might ask what she has actually said, and what you would tell a friend in your place.',
      'Los sueños con un progenitor suelen repetir patrones conocidos de aprobación o preocupación. Si surgió un pensamiento como «la estoy decepcionando», podrías preguntarte qué ha dicho ella de verdad y qué le dirías a un amigo en tu lugar.',
    ],
  },
  {
    id: 'father',
    label: ['your father', 'tu padre'],
    en: ['father', 'dad', 'daddy', 'papa'],
    es: ['padre', 'papa', 'papi'],
    jung: [
      'The father figure carries authority, order, law and the world outside the home, both your own father and the father archetype. He may stand for the inner voice that judges, guides or protects.',
      'La figura paterna lleva autoridad, orden, ley y el mundo de fuera del hogar, tanto tu propio padre como el arquetipo paterno. Puede representar la voz interior que juzga, guía o protege.',
    ],
    rogers: [
      'how your father was with you in the dream and what you felt, and whose approval or guidance matters to you right now',
      'cómo era tu padre contigo en el sueño y qué sentías, y de quién te importan ahora la aprobación o la guía',
    ],
    cbt: [
      'A father in a dream can bring back an inner critic: “I’m not measuring up”. You might write that sentence down and check it against your own standards, not inherited ones.',
      'Un padre en un sueño puede traer de vuelta un crítico interior: «no estoy a la altura». Podrías escribir esa frase y contrastarla con tus propios criterios, no con los heredados.',
    ],
  },
  {
    id: 'baby',
    label: ['the baby', 'el bebé'],
    en: ['baby', 'infant', 'newborn'],
    es: ['bebe', 'bebito', 'recien nacido', 'recien nacida'],
    jung: [
      'A baby is new life in the psyche: a new possibility, a fresh attitude, the divine child of myth that carries the future. It is vulnerable and needs care if it is to grow.',
      'Un bebé es vida nueva en la psique: una nueva posibilidad, una actitud fresca, el niño divino del mito que lleva el futuro. Es vulnerable y necesita cuidado para crecer.',
    ],
    rogers: [
      'what new and fragile thing in your life the baby might resemble, and how you feel about caring for it',
      'a qué cosa nueva y frágil de tu vida podría parecerse el bebé, y cómo te sientes al cuidarla',
    ],
    cbt: [
      'Forgetting or losing a baby is a common anxious dream, often tied to thoughts like “I’m neglecting something important”. You might list your responsibilities and notice which ones are, in fact, being looked after.',
      'Olvidar o perder a un bebé es un sueño ansioso frecuente, a menudo ligado a pensamientos como «estoy descuidando algo importante». Podrías anotar tus responsabilidades y notar cuáles, de hecho, están atendidas.',
    ],
  },
  {
    id: 'child',
    label: ['the child', 'el niño'],
    en: ['child', 'children', 'kid', 'kids'],
    es: ['ninos', 'crios', 'hijos'],
    labels: {
      children: ['the children', 'los niños'],
      kids: ['the children', 'los niños'],
      ninos: ['the children', 'los niños'],
      crios: ['the children', 'los críos'],
      hijos: ['your children', 'tus hijos'],
    },
    variants: [
      {
        id: 'boy',
        label: ['the boy', 'el niño'],
        en: ['boy', 'little boy'],
        es: ['nino', 'nene', 'crio', 'chiquillo'],
        rogers: [
          'what the boy in your dream needed, and how the younger part of you is being listened to these days',
          'lo que necesitaba el niño de tu sueño, y cómo se está escuchando estos días a la parte más joven de ti',
        ],
      },
      {
        id: 'girl',
        label: ['the girl', 'la niña'],
        en: ['girl', 'little girl'],
        es: ['nina', 'nena', 'cria', 'chiquilla'],
        jung: [
          'A girl in a dream often stands for the inner child, your own younger self, or for a new, still-growing side of your personality. Jung saw the child as a symbol of the future and of wholeness.',
          'Una niña en un sueño suele representar a la niña interior, tu yo más joven, o una faceta nueva de tu personalidad que aún está creciendo. Jung veía en la infancia un símbolo del futuro y de la totalidad.',
        ],
        rogers: [
          'what the girl in your dream needed, and how the younger part of you is being listened to these days',
          'lo que necesitaba la niña de tu sueño, y cómo se está escuchando estos días a la parte más joven de ti',
        ],
      },
      {
        id: 'son',
        label: ['your son', 'tu hijo'],
        en: ['son'],
        es: ['hijo'],
        rogers: [
          'what your son needed in the dream, and what you felt toward him in that moment',
          'lo que necesitaba tu hijo en el sueño, y lo que sentías hacia él en ese momento',
        ],
      },
      {
        id: 'daughter',
        label: ['your daughter', 'tu hija'],
        en: ['daughter'],
        es: ['hija'],
        jung: [
          'A daughter in a dream is your own child and, often, a new and still-growing side of yourself. Jung saw the child as a symbol of the future and of wholeness.',
          'Una hija en un sueño es tu propia hija y, a menudo, una faceta nueva de ti que aún está creciendo. Jung veía en la infancia un símbolo del futuro y de la totalidad.',
        ],
        rogers: [
          'what your daughter needed in the dream, and what you felt toward her in that moment',
          'lo que necesitaba tu hija en el sueño, y lo que sentías hacia ella en ese momento',
        ],
      },
    ],
    jung: [
      'A child in a dream often stands for the inner child, your own younger self, or for a new, still-growing side of your personality. Jung saw the child as a symbol of the future and of wholeness.',
      'Un niño en un sueño suele representar al niño interior, tu yo más joven, o una faceta nueva de tu personalidad que aún está creciendo. Jung veía al niño como símbolo del futuro y de la totalidad.',
    ],
    rogers: [
      'what the child in your dream needed, and how the younger part of you is being listened to these days',
      'lo que necesitaba el niño de tu sueño, y cómo se está escuchando estos días a la parte más joven de ti',
    ],
    cbt: [
      'Children in dreams can bring protective worry, or old memories. If a thought like “I should have protected them” appears, you might separate what was in your power from what was not.',
      'Los niños en los sueños pueden traer preocupación protectora o recuerdos antiguos. Si aparece un pensamiento como «debería haberlos protegido», podrías separar lo que estaba en tu mano de lo que no.',
    ],
  },
  {
    id: 'brother',
    label: ['your brother', 'tu hermano'],
    en: ['brother'],
    es: ['hermano'],
    jung: [
      'A brother can be your actual sibling and also a figure of the same generation who mirrors you: a rival, an ally, or a shadow brother who lives out what you have not.',
      'Un hermano puede ser tu hermano real y también una figura de la misma generación que te refleja: un rival, un aliado, o un hermano sombra que vive lo que tú no has vivido.',
    ],
    rogers: [
      'what your brother was like in the dream and what you felt toward him, closeness, rivalry or longing',
      'cómo era tu hermano en el sueño y qué sentías hacia él, cercanía, rivalidad o añoranza',
    ],
    cbt: [
      'Sibling dreams often echo comparison: “he is doing better than me”. Comparisons tend to pick the other person’s best side and our worst; you might write a fairer version of the comparison.',
      'Los sueños con hermanos suelen hacer eco de la comparación: «a él le va mejor que a mí». Las comparaciones tienden a elegir lo mejor del otro y lo peor de uno; podrías escribir una versión más justa.',
    ],
  },
  {
    id: 'sister',
    label: ['your sister', 'tu hermana'],
    en: ['sister'],
    es: ['hermana'],
    jung: [
      'A sister can be your actual sibling and also a mirror of your own feeling life; for a man she may carry traits of the anima, for a woman a shadow sister who embodies unlived possibilities.',
      'Una hermana puede ser tu hermana real y también un espejo de tu vida afectiva; para un hombre puede llevar rasgos del ánima, para una mujer una hermana sombra que encarna posibilidades no vividas.',
    ],
    rogers: [
      'what your sister was like in the dream and how you felt with her, and what that bond means to you now',
      'cómo era tu hermana en el sueño y cómo te sentías con ella, y qué significa ese vínculo para ti ahora',
    ],
    cbt: [
      'Dreams about a sister may replay old roles in the family. If you notice “I always have to be the responsible one”, you might check that “always” against recent days.',
      'Los sueños con una hermana pueden repetir viejos papeles familiares. Si notas «siempre tengo que ser la persona responsable», podrías comprobar ese «siempre» con los últimos días.',
    ],
  },
  {
    id: 'grandparent',
    label: ['your grandparents', 'tus abuelos'],
    en: ['grandparent', 'grandparents'],
    es: ['abuelos'],
    variants: [
      {
        id: 'grandmother',
        label: ['your grandmother', 'tu abuela'],
        en: ['grandmother', 'grandma', 'granny', 'nan'],
        es: ['abuela', 'abuelita'],
        rogers: [
          'what it was like to be with your grandmother in the dream, and what you carry from her that still matters to you',
          'cómo fue estar con tu abuela en el sueño, y qué llevas de ella que todavía te importa',
        ],
      },
      {
        id: 'grandfather',
        label: ['your grandfather', 'tu abuelo'],
        en: ['grandfather', 'grandpa', 'granddad', 'grandad'],
        es: ['abuelo', 'abuelito'],
        rogers: [
          'what it was like to be with your grandfather in the dream, and what you carry from him that still matters to you',
          'cómo fue estar con tu abuelo en el sueño, y qué llevas de él que todavía te importa',
        ],
      },
    ],
    jung: [
      'Grandparents carry ancestry and the wisdom of age; in dreams they can be figures of the wise old man or the great mother, and a link with roots older than your own life.',
      'Los abuelos llevan la herencia y la sabiduría de la edad; en los sueños pueden ser figuras del anciano sabio o de la gran madre, y un vínculo con raíces más antiguas que tu propia vida.',
    ],
    rogers: [
      'what it was like to be with your grandparents in the dream, and what you carry from them that still matters to you',
      'cómo fue estar con tus abuelos en el sueño, y qué llevas de ellos que todavía te importa',
    ],
    cbt: [
      'Meeting a grandparent, especially one who has died, can bring grief and comfort together. Both feelings can be true at once; you might let yourself write down what you would like to tell them.',
      'Encontrarse con un abuelo, sobre todo si ha fallecido, puede traer juntos el duelo y el consuelo. Ambos sentimientos pueden ser verdaderos a la vez; podrías permitirte escribir lo que te gustaría decirle.',
    ],
  },
  {
    id: 'partner',
    label: ['your partner', 'tu pareja'],
    en: ['partner', 'spouse'],
    es: ['pareja', 'conyuge'],
    variants: [
      {
        id: 'husband',
        label: ['your husband', 'tu marido'],
        en: ['husband'],
        es: ['marido', 'esposo'],
        labels: { esposo: ['your husband', 'tu esposo'] },
        rogers: [
          'what you felt toward your husband in the dream, and what you might be longing for, or worried about, in your closeness',
          'lo que sentías hacia tu marido en el sueño, y qué podrías estar anhelando, o temiendo, en vuestra cercanía',
        ],
      },
      {
        id: 'wife',
        label: ['your wife', 'tu mujer'],
        en: ['wife'],
        es: ['esposa', 'mi mujer'],
        labels: { esposa: ['your wife', 'tu esposa'] },
        rogers: [
          'what you felt toward your wife in the dream, and what you might be longing for, or worried about, in your closeness',
          'lo que sentías hacia tu mujer en el sueño, y qué podrías estar anhelando, o temiendo, en vuestra cercanía',
        ],
      },
      {
        id: 'boyfriend',
        label: ['your boyfriend', 'tu novio'],
        en: ['boyfriend', 'fiance'],
        es: ['novio', 'prometido'],
        labels: { fiance: ['your fiancé', 'tu prometido'], prometido: ['your fiancé', 'tu prometido'] },
        // At a wedding, "el novio" is the groom.
        unlessWith: ['wedding'],
        rogers: [
          'what you felt toward your boyfriend in the dream, and what you might be longing for, or worried about, in your closeness',
          'lo que sentías hacia tu novio en el sueño, y qué podrías estar anhelando, o temiendo, en vuestra cercanía',
        ],
      },
      {
        id: 'girlfriend',
        label: ['your girlfriend', 'tu novia'],
        en: ['girlfriend', 'fiancee'],
        es: ['novia', 'prometida'],
        labels: { fiancee: ['your fiancée', 'tu prometida'], prometida: ['your fiancée', 'tu prometida'] },
        unlessWith: ['wedding'],
        rogers: [
          'what you felt toward your girlfriend in the dream, and what you might be longing for, or worried about, in your closeness',
          'lo que sentías hacia tu novia en el sueño, y qué podrías estar anhelando, o temiendo, en vuestra cercanía',
        ],
      },
    ],
    jung: [
      'A partner in a dream is your real partner and also, often, an image of the anima or animus: the inner figure of the other sex that connects you with your own depths. The dream may be about the relationship, or about yourself.',
      'La pareja en un sueño es tu pareja real y también, a menudo, una imagen del ánima o del ánimus: la figura interior del otro sexo que te conecta con tus propias profundidades. El sueño puede tratar de la relación, o de ti.',
    ],
    rogers: [
      'what you felt toward your partner in the dream, and what you might be longing for, or worried about, in your closeness',
      'lo que sentías hacia tu pareja en el sueño, y qué podrías estar anhelando, o temiendo, en vuestra cercanía',
    ],
    cbt: [
      'Dreams of a partner leaving or betraying often stem from insecurity, not from evidence. If you woke thinking “they don’t really care”, you might list concrete signs of care alongside any doubts.',
      'Los sueños de una pareja que se va o traiciona suelen nacer de la inseguridad, no de pruebas. Si despertaste pensando «en realidad no le importo», podrías anotar señales concretas de cariño junto a las dudas.',
    ],
  },
  {
    id: 'ex',
    label: ['your ex', 'tu expareja'],
    en: ['ex', 'ex boyfriend', 'ex girlfriend', 'ex husband', 'ex wife', 'former partner'],
    es: ['ex', 'exnovio', 'exnovia', 'expareja', 'exmarido', 'exesposa', 'ex novio', 'ex novia', 'ex pareja'],
    labels: {
      exnovia: ['your ex', 'tu exnovia'],
      'ex novia': ['your ex', 'tu exnovia'],
      exnovio: ['your ex', 'tu exnovio'],
      'ex novio': ['your ex', 'tu exnovio'],
      exesposa: ['your ex-wife', 'tu exesposa'],
      exmarido: ['your ex-husband', 'tu exmarido'],
      'ex wife': ['your ex-wife', 'tu exesposa'],
      'ex husband': ['your ex-husband', 'tu exmarido'],
    },
    jung: [
      'An ex in a dream is seldom only about that person: they often carry a part of yourself you lived with them, or an unfinished feeling, or a quality you projected onto them and may now reclaim.',
      'Una expareja en un sueño rara vez trata solo de esa persona: suele llevar una parte de ti que viviste con ella, un sentimiento inacabado, o una cualidad que proyectaste en ella y que ahora puedes recuperar.',
    ],
    rogers: [
      'what seeing your ex stirred in you, and what part of that time in your life still asks for your understanding',
      'lo que removió en ti ver a tu expareja, y qué parte de aquella época de tu vida todavía pide tu comprensión',
    ],
    cbt: [
      'Dreaming of an ex can trigger “this means I’m not over it” or “I made a mistake”. A dream is not a verdict; you might notice the feeling without drawing conclusions from it.',
      'Soñar con una expareja puede disparar «esto significa que no lo he superado» o «me equivoqué». Un sueño no es un veredicto; podrías notar el sentimiento sin sacar conclusiones de él.',
    ],
  },
  {
    id: 'friend',
    label: ['your friend', 'tu amigo o amiga'],
    en: ['friend', 'best friend', 'buddy'],
    es: ['amigo', 'amiga', 'mejor amigo', 'mejor amiga'],
    labels: {
      amigo: ['your friend', 'tu amigo'],
      amiga: ['your friend', 'tu amiga'],
      'mejor amigo': ['your best friend', 'tu mejor amigo'],
      'mejor amiga': ['your best friend', 'tu mejor amiga'],
      'best friend': ['your best friend', 'tu mejor amigo o amiga'],
    },
    jung: [
      'A friend in a dream can be the real person and also a carrier of qualities you admire or have not yet developed in yourself. Ask what this friend is like, and whether that quality is one you need now.',
      'Un amigo en un sueño puede ser la persona real y también portador de cualidades que admiras o que aún no has desarrollado en ti. Pregúntate cómo es ese amigo, y si esa cualidad es una que necesitas ahora.',
    ],
    rogers: [
      'what your friend brought to the dream and how you felt together, and what kind of companionship you are wishing for',
      'lo que aportó tu amigo o amiga al sueño y cómo os sentíais juntos, y qué clase de compañía estás deseando',
    ],
    cbt: [
      'If a friend turned away in the dream, you might notice a thought like “they’re drifting from me”. A message or a plan to meet is a simple way to test it against reality.',
      'Si un amigo se apartaba en el sueño, podrías notar un pensamiento como «se está alejando de mí». Un mensaje o un plan para veros es una forma sencilla de contrastarlo con la realidad.',
    ],
  },
  {
    id: 'stranger',
    label: ['the stranger', 'el desconocido'],
    en: [
      'stranger',
      'unknown man',
      'unknown woman',
      'strange man',
      'strange woman',
      'someone i didnt know',
      'man i didnt know',
      'woman i didnt know',
      'people i did not know',
      'people i didnt know',
      'people i had never seen',
    ],
    es: [
      'desconocido',
      'desconocida',
      'extrano',
      'extrana',
      'un hombre que no conocia',
      'una mujer que no conocia',
      'gente que no conocia',
      'personas que no conocia',
    ],
    labels: {
      desconocida: ['the stranger', 'la desconocida'],
      extrana: ['the stranger', 'la extraña'],
      'unknown woman': ['the unknown woman', 'la desconocida'],
      'strange woman': ['the unknown woman', 'la desconocida'],
      'woman i didnt know': ['the unknown woman', 'la desconocida'],
      'una mujer que no conocia': ['the unknown woman', 'la desconocida'],
      'people i did not know': ['the strangers', 'los desconocidos'],
      'people i didnt know': ['the strangers', 'los desconocidos'],
      'people i had never seen': ['the strangers', 'los desconocidos'],
      'gente que no conocia': ['the strangers', 'los desconocidos'],
      'personas que no conocia': ['the strangers', 'los desconocidos'],
    },
    jung: [
      'An unknown figure is often the shadow, if of your own sex, or the anima or animus, if of the other: a part of yourself not yet recognised. How the stranger behaves can show how you meet that unknown part.',
      'Una figura desconocida suele ser la sombra, si es de tu mismo sexo, o el ánima o el ánimus, si es del otro: una parte de ti aún no reconocida. Cómo se comporta el desconocido puede mostrar cómo recibes esa parte.',
    ],
    rogers: [
      'what the stranger was like and how you felt in their presence, and whether they might carry something of you that is new or unfamiliar',
      'cómo era esa persona desconocida y cómo te sentías en su presencia, y si podría llevar algo tuyo que es nuevo o poco familiar',
    ],
    cbt: [
      'Strangers in dreams can stand for uncertainty about other people’s intentions. If a thought like “people can’t be trusted” is active, you might look for exceptions in your recent experience.',
      'Los desconocidos en los sueños pueden representar la incertidumbre sobre las intenciones ajenas. Si está activo un pensamiento como «no se puede confiar en la gente», podrías buscar excepciones en tu experiencia reciente.',
    ],
  },
  {
    id: 'teacher',
    label: ['the teacher', 'el profesor'],
    en: ['teacher', 'professor', 'tutor', 'principal'],
    es: ['profesor', 'profesora', 'maestro', 'maestra', 'director del colegio', 'directora del colegio'],
    labels: {
      profesora: ['the teacher', 'la profesora'],
      maestra: ['the teacher', 'la maestra'],
      maestro: ['the teacher', 'el maestro'],
      'directora del colegio': ['the head teacher', 'la directora del colegio'],
      'director del colegio': ['the head teacher', 'el director del colegio'],
      principal: ['the head teacher', 'el director del colegio'],
    },
    jung: [
      'A teacher is an image of inner guidance and of the lessons life is setting. It can be the wise mentor, or the strict judge of an old school that still grades you from within.',
      'Un profesor es una imagen de la guía interior y de las lecciones que la vida propone. Puede ser el mentor sabio, o el juez severo de una vieja escuela que todavía te pone nota desde dentro.',
    ],
    rogers: [
      'what the teacher expected from you in the dream, and whose expectations you are carrying into your days now',
      'lo que el profesor esperaba de ti en el sueño, y de quién son las expectativas que llevas contigo estos días',
    ],
    cbt: [
      'A teacher figure can reawaken fear of being evaluated: “I’ll be found out”. You might list what you have actually learned and done well, as evidence against that fear.',
      'Una figura de profesor puede despertar de nuevo el miedo a ser evaluado: «me van a descubrir». Podrías anotar lo que has aprendido y hecho bien, como prueba contra ese miedo.',
    ],
  },
  {
    id: 'boss',
    label: ['your boss', 'tu jefe'],
    en: ['boss', 'manager', 'supervisor', 'coworker', 'colleague'],
    es: ['jefe', 'jefa', 'supervisor', 'supervisora', 'companero de trabajo', 'companera de trabajo', 'colega'],
    labels: {
      jefa: ['your boss', 'tu jefa'],
      supervisora: ['your supervisor', 'tu supervisora'],
      supervisor: ['your supervisor', 'tu supervisor'],
      coworker: ['your colleague', 'tu compañero de trabajo'],
      colleague: ['your colleague', 'tu colega'],
      colega: ['your colleague', 'tu colega'],
      'companero de trabajo': ['your colleague', 'tu compañero de trabajo'],
      'companera de trabajo': ['your colleague', 'tu compañera de trabajo'],
    },
    jung: [
      'A boss or colleague may carry the persona of working life, or an inner authority figure. What the dream shows of this relationship may compensate for what you do not allow yourself to feel at work.',
      'Un jefe o un compañero puede llevar la persona de la vida laboral, o una figura de autoridad interior. Lo que el sueño muestra de esa relación puede compensar lo que no te permites sentir en el trabajo.',
    ],
    rogers: [
      'how you felt with this person from work in the dream, and what you would like them, or yourself, to recognise about you',
      'cómo te sentías con esta persona del trabajo en el sueño, y qué te gustaría que ella, o tú, reconociera de ti',
    ],
    cbt: [
      'Work dreams often continue the day’s pressure, with thoughts like “one mistake and I’m finished”. You might check the real consequences of recent mistakes, which are usually smaller than feared.',
      'Los sueños de trabajo suelen continuar la presión del día, con pensamientos como «un error y estoy acabado». Podrías comprobar las consecuencias reales de errores recientes, que suelen ser menores de lo temido.',
    ],
  },
  {
    id: 'celebrity',
    label: ['the famous person', 'la persona famosa'],
    en: ['celebrity', 'famous', 'movie star', 'singer', 'actor', 'actress'],
    es: ['famoso', 'famosa', 'celebridad', 'cantante', 'actor', 'actriz'],
    labels: {
      famosa: ['the famous woman', 'la famosa'],
      actress: ['the actress', 'la actriz'],
      actriz: ['the actress', 'la actriz'],
      actor: ['the actor', 'el actor'],
      singer: ['the singer', 'el cantante'],
      cantante: ['the singer', 'el cantante'],
    },
    jung: [
      'A famous person in a dream often carries a quality you project onto them, talent, confidence, beauty, that may belong to your own undeveloped potential. Ask what they stand for to you.',
      'Una persona famosa en un sueño suele llevar una cualidad que proyectas en ella, talento, seguridad, belleza, que puede pertenecer a tu propio potencial aún no desarrollado. Pregúntate qué representa para ti.',
    ],
    rogers: [
      'what you admire in that famous person, and whether you could allow a little of that quality in yourself',
      'lo que admiras de esa persona famosa, y si podrías permitirte un poco de esa cualidad en ti',
    ],
    cbt: [
      'Dreams of celebrities can bring comparison: “my life is small next to theirs”. You might notice that you are comparing your inside with someone else’s outside.',
      'Los sueños con famosos pueden traer comparación: «mi vida es poca cosa al lado de la suya». Podrías notar que estás comparando tu interior con el exterior de otra persona.',
    ],
  },
  {
    id: 'police',
    label: ['the police', 'la policía'],
    en: ['police', 'policeman', 'policewoman', 'police officer', 'cop', 'arrested'],
    es: ['policia', 'guardia', 'detenido', 'detenida', 'arrestad*'],
    jung: [
      'Police embody the law and the conscience, sometimes the superego that watches and punishes. Being chased or arrested by them may point to guilt, or to rules you have outgrown.',
      'La policía encarna la ley y la conciencia moral, a veces el superyó que vigila y castiga. Ser perseguido o detenido por ella puede señalar culpa, o normas que ya se te han quedado pequeñas.',
    ],
    rogers: [
      'what you felt when the police appeared, and whether there is a rule or judgment, from others or yourself, that weighs on you',
      'lo que sentiste cuando apareció la policía, y si hay alguna norma o juicio, ajeno o propio, que pesa sobre ti',
    ],
    cbt: [
      'Police dreams often go with guilt, “I did something wrong and will be punished”. You might ask what exactly you feel guilty about, and whether the punishment you imagine fits it.',
      'Los sueños con policía suelen ir con culpa, «hice algo mal y me castigarán». Podrías preguntarte de qué te sientes culpable exactamente, y si el castigo que imaginas guarda proporción.',
    ],
  },
  {
    id: 'doctor',
    label: ['the doctor', 'el médico'],
    en: ['doctor', 'nurse', 'surgeon', 'dentist'],
    es: ['medico', 'medica', 'doctor', 'doctora', 'enfermera', 'enfermero', 'cirujano', 'dentista'],
    labels: {
      medica: ['the doctor', 'la médica'],
      doctora: ['the doctor', 'la doctora'],
      nurse: ['the nurse', 'la enfermera'],
      enfermera: ['the nurse', 'la enfermera'],
      enfermero: ['the nurse', 'el enfermero'],
      dentist: ['the dentist', 'el dentista'],
      dentista: ['the dentist', 'el dentista'],
      surgeon: ['the surgeon', 'el cirujano'],
      cirujano: ['the surgeon', 'el cirujano'],
    },
    jung: [
      'A doctor or healer in a dream can be the inner healer, the part of the psyche that knows what is needed to recover balance. It may also show a wish to be taken care of.',
      'Un médico o sanador en un sueño puede ser el sanador interior, la parte de la psique que sabe lo que hace falta para recuperar el equilibrio. También puede mostrar el deseo de ser cuidado.',
    ],
    rogers: [
      'what you hoped the doctor would do for you, and what kind of care you might need in your life right now',
      'lo que esperabas que el médico hiciera por ti, y qué clase de cuidado podrías necesitar ahora en tu vida',
    ],
    cbt: [
      'A doctor in a dream may reflect health worry or a wish for reassurance. If worry about your health lingers after the dream, a real check-up answers it better than repeated thinking.',
      'Un médico en un sueño puede reflejar preocupación por la salud o un deseo de tranquilidad. Si la preocupación persiste tras el sueño, una revisión real la responde mejor que darle vueltas.',
    ],
  },
  {
    id: 'crowd',
    label: ['the crowd', 'la multitud'],
    en: ['crowd', 'audience', 'everyone was watching', 'everyone was looking', 'people were staring', 'people staring'],
    es: ['multitud', 'muchedumbre', 'publico', 'gentio', 'todos me miraban', 'la gente me miraba'],
    jung: [
      'A crowd is the collective: public opinion, the mass, and the pressure to conform. Being lost in it or exposed before it may show the tension between your individuality and the group.',
      'Una multitud es lo colectivo: la opinión pública, la masa y la presión de encajar. Perderse en ella o quedar expuesto ante ella puede mostrar la tensión entre tu individualidad y el grupo.',
    ],
    rogers: [
      'how it felt to be among or before those people, and how free you feel to be yourself when others are watching',
      'cómo se sintió estar entre esa gente o frente a ella, y cuán libre te sientes de ser tú cuando otros miran',
    ],
    cbt: [
      'Being watched by a crowd often comes with mind reading, “they all think I’m ridiculous”. You might ask what evidence you have of what they think, and what else they might be thinking about.',
      'Ser observado por una multitud suele venir con lectura de mente, «todos piensan que soy ridículo». Podrías preguntarte qué pruebas tienes de lo que piensan, y en qué otra cosa podrían estar pensando.',
    ],
  },
  {
    id: 'wise_elder',
    label: ['the wise elder', 'la figura anciana y sabia'],
    en: ['old man', 'old woman', 'old lady', 'wise man', 'wise woman', 'elder', 'sage', 'guru', 'monk'],
    es: ['anciano', 'anciana', 'viejo sabio', 'vieja sabia', 'sabio', 'monje', 'hombre mayor', 'mujer mayor'],
    labels: {
      anciana: ['the old woman', 'la anciana'],
      'old woman': ['the old woman', 'la anciana'],
      'old lady': ['the old woman', 'la anciana'],
      anciano: ['the old man', 'el anciano'],
      'old man': ['the old man', 'el anciano'],
      'mujer mayor': ['the old woman', 'la mujer mayor'],
      'hombre mayor': ['the old man', 'el hombre mayor'],
      monk: ['the monk', 'el monje'],
      monje: ['the monk', 'el monje'],
    },
    jung: [
      'An old, wise figure is one of Jung’s central archetypes: the wise old man or woman, who appears when insight is needed and the ego is at a loss. Their words in a dream deserve to be written down.',
      'Una figura anciana y sabia es uno de los arquetipos centrales de Jung: el anciano o la anciana sabios, que aparecen cuando hace falta comprensión y el yo no sabe qué hacer. Sus palabras en un sueño merecen anotarse.',
    ],
    rogers: [
      'what that older figure said or showed you, and what wisdom of your own you might already be carrying without trusting it',
      'lo que esa figura mayor te dijo o mostró, y qué sabiduría propia podrías llevar ya contigo sin confiar en ella',
    ],
    cbt: [
      'A wise figure can voice the balanced perspective we struggle to give ourselves. You might imagine what they would say about your current worry, and write it down as an alternative thought.',
      'Una figura sabia puede expresar la perspectiva equilibrada que nos cuesta darnos. Podrías imaginar qué diría sobre tu preocupación actual y escribirlo como pensamiento alternativo.',
    ],
  },
  {
    id: 'intruder',
    label: ['the intruder', 'el intruso'],
    en: ['intruder', 'burglar', 'thief', 'robber', 'break in', 'broke in', 'breaking in'],
    es: ['intruso', 'intrusa', 'ladron', 'ladrona', 'asaltante', 'entraron a robar', 'entro a robar'],
    labels: {
      thief: ['the thief', 'el ladrón'],
      burglar: ['the burglar', 'el ladrón'],
      robber: ['the robber', 'el ladrón'],
      ladron: ['the thief', 'el ladrón'],
      ladrona: ['the thief', 'la ladrona'],
      intrusa: ['the intruder', 'la intrusa'],
    },
    jung: [
      'An intruder is often the shadow forcing its way into the house of the ego: something you have kept out that insists on being let in. It is frightening because it is not yet known, not always because it is evil.',
      'Un intruso suele ser la sombra abriéndose paso en la casa del yo: algo que has mantenido fuera y que insiste en entrar. Asusta porque aún no se conoce, no siempre porque sea malo.',
    ],
    rogers: [
      'what felt invaded in the dream, and whether your boundaries, your space or your time, feel respected in your life right now',
      'lo que se sentía invadido en el sueño, y si tus límites, tu espacio o tu tiempo, se sienten respetados ahora en tu vida',
    ],
    cbt: [
      'Intruder dreams often accompany a sense of vulnerability, “I’m not safe even at home”. You might notice what makes you feel safe in waking life and strengthen one of those things.',
      'Los sueños con intrusos suelen acompañar una sensación de vulnerabilidad, «no estoy a salvo ni en casa». Podrías notar qué te hace sentir seguro en la vida despierta y reforzar una de esas cosas.',
    ],
  },
  {
    id: 'royalty',
    label: ['the royal figure', 'la figura real'],
    en: ['king', 'queen', 'prince', 'princess', 'emperor'],
    es: ['rey', 'reina', 'principe', 'princesa', 'emperador'],
    labels: {
      king: ['the king', 'el rey'],
      rey: ['the king', 'el rey'],
      queen: ['the queen', 'la reina'],
      reina: ['the queen', 'la reina'],
      prince: ['the prince', 'el príncipe'],
      principe: ['the prince', 'el príncipe'],
      princess: ['the princess', 'la princesa'],
      princesa: ['the princess', 'la princesa'],
      emperor: ['the emperor', 'el emperador'],
      emperador: ['the emperor', 'el emperador'],
    },
    jung: [
      'Kings and queens are images of the ruling principle of the psyche, and at their highest of the Self. An old or sick king in myth is a worn-out attitude waiting to be renewed.',
      'Los reyes y las reinas son imágenes del principio que gobierna la psique y, en su forma más alta, del Sí-mismo. En el mito, un rey viejo o enfermo es una actitud gastada que espera ser renovada.',
    ],
    rogers: [
      'how you felt in the presence of that royal figure, and where in your life you feel sovereign, or ruled by someone else',
      'cómo te sentiste en presencia de esa figura real, y en qué parte de tu vida te sientes soberano, o gobernado por otros',
    ],
    cbt: [
      'Royal figures can bring up status and worth: “I’m not important enough”. You might write down what gives you worth that does not depend on rank or recognition.',
      'Las figuras reales pueden traer preguntas de estatus y valía: «no soy lo bastante importante». Podrías escribir qué te da valor sin depender del rango o del reconocimiento.',
    ],
  },
  {
    id: 'double',
    label: ['your double', 'tu doble'],
    en: ['twin', 'doppelganger', 'my double', 'another me', 'another version of me'],
    es: ['gemelo', 'gemela', 'mi doble', 'otro yo', 'otra version de mi'],
    labels: {
      twin: ['your twin', 'tu gemelo'],
      gemelo: ['your twin', 'tu gemelo'],
      gemela: ['your twin', 'tu gemela'],
    },
    jung: [
      'Meeting your double is meeting a side of yourself from outside: often the shadow, sometimes a future self. The dream offers a rare chance to see yourself as another would.',
      'Encontrarte con tu doble es encontrarte con una faceta de ti desde fuera: a menudo la sombra, a veces un yo futuro. El sueño ofrece una rara ocasión de verte como te vería otro.',
    ],
    rogers: [
      'how it felt to see yourself from the outside, and what you noticed about that other you that you might not have seen before',
      'cómo se sintió verte desde fuera, y qué notaste en ese otro tú que quizá no habías visto antes',
    ],
    cbt: [
      'Seeing yourself can bring self-criticism to the surface. If the dream left a harsh judgment, you might rewrite it in the voice you would use for a good friend.',
      'Verse a uno mismo puede sacar a la superficie la autocrítica. Si el sueño dejó un juicio duro, podrías reescribirlo con la voz que usarías con un buen amigo.',
    ],
  },
  {
    id: 'family',
    label: ['your family', 'tu familia'],
    en: ['family', 'relatives', 'parents', 'cousin', 'aunt', 'uncle'],
    es: ['familia', 'familiares', 'parientes', 'primo', 'prima', 'tia', 'tio', 'padres'],
    labels: {
      parents: ['your parents', 'tus padres'],
      padres: ['your parents', 'tus padres'],
      cousin: ['your cousin', 'tu primo'],
      primo: ['your cousin', 'tu primo'],
      prima: ['your cousin', 'tu prima'],
      aunt: ['your aunt', 'tu tía'],
      tia: ['your aunt', 'tu tía'],
      uncle: ['your uncle', 'tu tío'],
      tio: ['your uncle', 'tu tío'],
    },
    jung: [
      'The family in a dream is the first world we knew, and the patterns it left in the psyche. A family gathering can show how those old roles still shape the way you move in your present life.',
      'La familia en un sueño es el primer mundo que conocimos, y los patrones que dejó en la psique. Una reunión familiar puede mostrar cómo esos viejos papeles todavía dan forma a tu manera de moverte en el presente.',
    ],
    rogers: [
      'what role you had in your family in the dream, and how it felt, and whether it fits the person you are today',
      'qué papel tenías en tu familia en el sueño y cómo se sentía, y si encaja con la persona que eres hoy',
    ],
    cbt: [
      'Family dreams can reactivate old beliefs, such as “I have to keep everyone happy”. You might ask whether that rule still serves you, and what a more flexible version would sound like.',
      'Los sueños familiares pueden reactivar viejas creencias, como «tengo que tener contentos a todos». Podrías preguntarte si esa regla todavía te sirve, y cómo sonaría una versión más flexible.',
    ],
  },
  {
    id: 'soldier',
    label: ['the soldier', 'el soldado'],
    en: ['soldier', 'army', 'troops', 'warrior'],
    es: ['soldado', 'ejercito', 'tropas', 'guerrero', 'guerrera'],
    labels: {
      guerrera: ['the warrior', 'la guerrera'],
      warrior: ['the warrior', 'el guerrero'],
      guerrero: ['the warrior', 'el guerrero'],
      army: ['the army', 'el ejército'],
      ejercito: ['the army', 'el ejército'],
      troops: ['the troops', 'las tropas'],
      tropas: ['the troops', 'las tropas'],
    },
    jung: [
      'A soldier or warrior is the archetype of the fighter: discipline, courage, and readiness to defend. It can show an inner strength being mobilised, or a part of you that is always on duty.',
      'Un soldado o un guerrero es el arquetipo del combatiente: disciplina, valor y disposición a defender. Puede mostrar una fuerza interior que se moviliza, o una parte de ti que siempre está de servicio.',
    ],
    rogers: [
      'what you were defending or fighting for in the dream, and whether you allow yourself to rest from always being on guard',
      'lo que defendías o por lo que luchabas en el sueño, y si te permites descansar de estar siempre en guardia',
    ],
    cbt: [
      'Military images often accompany a sense of constant threat, and thoughts like “I must stay strong no matter what”. You might notice the cost of that rule and where it could soften.',
      'Las imágenes militares suelen acompañar una sensación de amenaza constante, y pensamientos como «debo ser fuerte pase lo que pase». Podrías notar el coste de esa regla y dónde podría suavizarse.',
    ],
  },
];
