// English, second tuning batch (written and hand-coded before the coder was run on it): fixes to the
// coder may be made against these dreams, as against en-tuning.ts.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_2: HandCodedDream[] = [
  {
    text: 'It was early morning and we were standing in the driveway of our old house. My sister and I argued about the car keys for what felt like hours. In the end she called me selfish and walked off down the road. I was furious and kicked a stone into the hedge.',
    characters: ['person female family | my sister'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  {
    text: 'I was walking home along a quiet lane with tall hedges on both sides. A big black dog jumped over a fence and bit my hand. A man came running out of the house and apologized to me over and over. I was shaking with fear and my hand was bleeding.',
    characters: ['animal unknown - | a big black dog', 'person male stranger | a man'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  {
    text: 'I was on a crowded bus going to work. A teenage boy stole my phone right out of my pocket. I shouted at him, but he jumped off at the next stop and disappeared into the crowd. The bus just kept going as if nothing had happened. I felt so angry.',
    characters: ['person male stranger | a teenage boy', 'person unknown stranger plural | the crowd'],
    interactions: ['aggression 0>D physical', 'aggression D>0'],
    emotions: ['anger D'],
  },
  {
    text: 'My grandmother was sitting in her garden among the tomato plants, the way she used to when I was small. When she saw me she hugged me for a long time and gave me a jar of honey from her bees. The sun was warm and I felt happy.',
    characters: ['person female family | my grandmother'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'I was back in high school, sitting an exam I had not studied for. My teacher accused me of cheating in front of the whole class. My classmates laughed at me and pointed at my paper. I wanted to disappear under the desk. I was so sad.',
    characters: ['person unknown known | my teacher', 'person unknown known plural | my classmates'],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'It was late at night outside a bar in a city I did not know. A man and a woman were yelling at each other on the pavement. Then the man shoved the woman against a wall. I shouted at him to stop. I was afraid he would come after me.',
    characters: ['person male stranger | a man', 'person female stranger | a woman'],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 0>1 physical', 'aggression D>0'],
    emotions: ['apprehension D'],
  },
  {
    text: 'I was at my desk at the office and the lights kept flickering. My boss called me into his office and told me I was fired, without any reason. He would not even look at me while he talked. I packed my things into a box and left the building crying.',
    characters: ['person male known | my boss'],
    interactions: ['aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'I was walking through the old part of town after dark and the streetlights were out. A stranger in a red coat was following me. When I started running he chased me all the way to my house. I locked the door behind me and hid in the kitchen, terrified.',
    characters: ['person male stranger | a stranger in a red coat'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  {
    text: 'It was raining hard and I was late for the train. I found a small kitten shivering under a parked car. I picked it up, wrapped it in my scarf and took it home to feed it. It slept on my pillow all night and the house felt less empty.',
    characters: ['animal unknown - | a small kitten'],
    interactions: ['friendliness D>0 physical'],
    emotions: [],
  },
  {
    text: 'I got off the train in a town by the sea. My boyfriend was waiting on the platform and he gave me a bunch of yellow flowers. Then he kissed me right there in front of everyone. We walked home along the beach. I was really happy.',
    characters: ['person male friend | my boyfriend', 'person unknown stranger plural | everyone'],
    interactions: ['friendliness 0>D', 'sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  {
    text: 'We were at a summer house with a big blue pool. My brother pushed my little sister into the water and she started crying. My mother yelled at him from the terrace. I just watched everything from the upstairs window and did nothing.',
    characters: [
      'person male family | my brother',
      'person female family | my little sister',
      'person female family | my mother',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 2>0'],
    emotions: ['sadness 1'],
  },
  {
    text: 'I was lost in a foreign city where all the signs were in a strange alphabet. An old woman noticed me standing on the corner. She took my arm, walked me to the station and bought me a ticket. I thanked her again and again before the train left.',
    characters: ['person female stranger | an old woman'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'friendliness D>0'],
    emotions: [],
  },
  {
    text: 'It was the middle of the night in our apartment. A group of men in masks broke in through the balcony. They tied up my husband and threatened me with a knife. I begged them to take whatever they wanted. I was terrified.',
    characters: ['person male stranger plural | a group of men in masks', 'person male family | my husband'],
    interactions: ['aggression 0>1 physical', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  {
    text: 'There was a big party on a rooftop with music and lanterns. My best friend told everyone there my secret. When I confronted her she just laughed and said it was a joke. I went down the stairs alone. I felt sad for the rest of the dream.',
    characters: ['person female friend | my best friend', 'person unknown stranger plural | everyone there'],
    interactions: ['aggression 0>D', 'aggression D>0'],
    emotions: ['sadness D'],
  },
  {
    text: 'I was crossing a frozen valley on foot and the snow came up to my knees. A pack of wolves surrounded me. One of them bit my leg and I hit it with a stick until they all ran away into the trees. Then I kept walking toward a light in the distance.',
    characters: ['animal unknown - plural | a pack of wolves'],
    interactions: ['aggression 0>D physical', 'aggression D>0 physical'],
    emotions: [],
  },
  {
    text: 'We were having dinner at my grandparents old table. My dad and my uncle were arguing about money the whole time. Suddenly my uncle threw his glass at my dad and walked out into the night. I did not understand what was happening.',
    characters: ['person male family | my dad', 'person male family | my uncle'],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 1>0 physical'],
    emotions: ['confusion D'],
  },
  {
    text: 'I was at a job interview in a glass tower, wearing a suit that was too big for me. The woman behind the desk shook my hand and offered me the job on the spot. I walked out into the street and I was overjoyed.',
    characters: ['person female stranger | the woman behind the desk'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'In a huge supermarket a little boy was crying alone between the shelves. I knelt down, comforted him and helped him look for his mother. When we found her she hugged him and thanked me. Then the supermarket turned into my school.',
    characters: ['person male stranger | a little boy', 'person female stranger | his mother'],
    interactions: ['friendliness D>0', 'friendliness D>0', 'friendliness 1>0 physical', 'friendliness 1>D'],
    emotions: ['sadness 0'],
  },
  {
    text: 'I was walking past the house next door. My neighbour’s dog was barking at me through the fence. I yelled at it to shut up, and it jumped over the fence and chased me down the street. I ran until I reached the park.',
    characters: ['animal unknown - | my neighbour’s dog'],
    interactions: ['aggression 0>D', 'aggression D>0', 'aggression 0>D physical'],
    emotions: [],
  },
  {
    text: 'I was in a classroom with my old friend Tom, who I have not seen in years. We were laughing and eating lunch at the back. Then he put his arm around me and told me he had missed me. I felt warm and happy.',
    characters: ['person male friend | my old friend Tom'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'I was a child again at the park near my first house. Some kids refused to let me play football with them and called me names. I walked home alone along the river and cried in my room.',
    characters: ['person unknown stranger plural | some kids'],
    interactions: ['aggression 0>D', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  {
    text: 'I was chased by a bull across a muddy field and I could hear it breathing behind me. A farmer saved me by pulling me up onto his tractor. When we were safe I gave him a big hug. The field was full of sunflowers.',
    characters: ['animal unknown - | a bull', 'person male stranger | a farmer'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'friendliness D>1 physical'],
    emotions: [],
  },
  {
    text: 'I was waiting at the airport with a sign in my hands. My aunt and my grandfather hugged each other at the gate after many years apart. Everyone around them stopped to watch. I cried with joy.',
    characters: [
      'person female family | my aunt',
      'person male family | my grandfather',
      'person unknown stranger plural | everyone',
    ],
    interactions: ['friendliness 0>1 physical', 'friendliness 1>0 physical'],
    emotions: ['happiness D'],
  },
  {
    text: 'I was at my cousin’s wedding in a big white tent. Nobody at my table spoke to me; my cousin ignored me all evening and her husband turned his back when I came near. I sat alone by the cake and felt lonely.',
    characters: ['person female family | my cousin', 'person male family | her husband'],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
];
