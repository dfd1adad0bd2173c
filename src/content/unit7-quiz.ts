import type { Quiz } from './schema';

/**
 * The Unit 7 stimulus quiz: 4 stimuli, 10 questions: two public-domain works published before 1931 and a
 * presidential address (a US federal work), each condensed and so marked "adapted", and a chart of unemployment.
 */
export const unit7Quiz: Quiz = {
  id: 'apush-unit-7-quiz',
  title: 'Unit 7 Quiz: Period 7, 1890-1945',
  stimuli: [
    {
      id: 'anti-imperialist-platform',
      title: 'A platform adopted in Chicago, 1899',
      text:
        'We hold that the policy known as imperialism is hostile to liberty and tends toward militarism, an evil from which it has been our glory to be free. We regret that it has become necessary in the land of Washington and Lincoln to reaffirm that all men, of whatever race or color, are entitled to life, liberty and the pursuit of happiness.\n\n' +
        'We maintain that governments derive their just powers from the consent of the governed. We insist that the subjugation of any people is "criminal aggression" and open disloyalty to the distinctive principles of our government.',
      source: { kind: 'public-domain', author: 'American Anti-Imperialist League', work: 'Platform', year: 1899, adapted: true },
      questions: [
        {
          id: 'u7-q1',
          question: 'The main argument of the excerpt rests on',
          options: [
            'the principles of the Declaration of Independence',
            'the claim that colonies would cost more to govern than they earned in trade',
            'the claim that colonial workers would compete with American labor',
            'the Monroe Doctrine’s warning against colonization in the Americas',
          ],
          answer: 0,
          explanation:
            'The excerpt invokes "life, liberty and the pursuit of happiness" and "the consent of the governed," the language of the Declaration. Some anti-imperialists did argue that colonies would cost more than they earned or that colonial labor would undercut American workers, and some cited the Monroe Doctrine, but none of those arguments appears in this excerpt.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u7-q2',
          question: 'The second sentence of the excerpt was most likely written in response to which argument for annexing the Philippines?',
          options: [
            'That Germany or Japan would seize the islands if America did not',
            'That Filipinos were unfit by race to govern themselves',
            'That the islands would open the markets of China to American goods',
            'That a great navy needed coaling stations across the Pacific',
          ],
          answer: 1,
          explanation:
            'By reaffirming that people "of whatever race or color" have equal rights, the authors answer imperialists who said that Filipinos and other colonized peoples were racially unfit for self-government. Arguments about Chinese markets, naval coaling stations and rival powers were economic and strategic, not racial, so reaffirming equal rights "of whatever race or color" would not answer them.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'the-jungle',
      title: 'A novel about Chicago, 1906',
      text:
        'There was never the least attention paid to what was cut up for sausage. There would come back from Europe old sausage that had been rejected, and that was moldy and white; it would be dosed with borax and glycerine, and dumped into the hoppers, and made over again for home consumption.\n\n' +
        'There would be meat that had tumbled out on the floor, in the dirt and sawdust, where the workers had tramped and spit uncounted billions of consumption germs. There would be meat stored in great piles in rooms, and the water from leaky roofs would drip over it, and thousands of rats would race about on it. The packers would put poisoned bread out for them; they would die, and then rats, bread and meat would go into the hoppers together.',
      source: { kind: 'public-domain', author: 'Upton Sinclair', work: 'The Jungle', year: 1906, adapted: true },
      questions: [
        {
          id: 'u7-q3',
          question: 'The focus of the excerpt helps explain why the book led most directly to',
          options: [
            'federal meat inspection to protect consumers rather than workers',
            'antitrust suits that broke up the largest meatpacking companies',
            'federal recognition of labor unions in the meatpacking industry',
            'a federal ban on child labor in packing plants and other factories',
          ],
          answer: 0,
          explanation:
            'The excerpt dwells on rotten, contaminated meat that consumers would eat, and Congress answered with the Meat Inspection Act of 1906 even though the novel was meant to expose the lives of the workers. A federal child labor law came only in 1916 and was struck down, federal protection for unions came with the Wagner Act of 1935, and the packers were not broken up in 1906.',
          skill: 'causation',
        },
        {
          id: 'u7-q4',
          question: 'The excerpt’s account of the sausage that had come back from Europe best supports which claim about the years before 1906?',
          options: [
            'Foreign buyers held American meat to a stricter standard than American law did.',
            'Chicago packers sold their meat only at home, since Europe barred American meat.',
            'The federal government already inspected all meat sold within the United States.',
            'The packers destroyed spoiled meat rather than risk losing their customers.',
          ],
          answer: 0,
          explanation:
            'Sausage that European buyers had rejected was "made over again for home consumption," so the packers sold at home what Europe refused: several European countries had restricted uninspected American meat since the 1880s, while meat sold at home had little federal inspection until 1906. The excerpt itself rules out the rest: nobody paid "the least attention" to what went into sausage, the packers clearly sold meat abroad, and spoiled meat was reworked and sold rather than destroyed.',
          skill: 'claims-and-evidence',
        },
      ],
    },
    {
      id: 'wilson-war-message',
      title: 'An address to Congress, April 1917',
      text:
        'The present German submarine warfare against commerce is a warfare against mankind. It is a war against all nations. American ships have been sunk, American lives taken, in ways which it has stirred us very deeply to learn of, but the ships and people of other neutral and friendly nations have been sunk and overwhelmed in the waters in the same way.\n\n' +
        'We are glad to fight thus for the ultimate peace of the world and for the liberation of its peoples, the German peoples included: for the rights of nations great and small and the privilege of men everywhere to choose their way of life. The world must be made safe for democracy. We have no selfish ends to serve. We desire no conquest, no dominion. We seek no indemnities for ourselves, no material compensation for the sacrifices we shall freely make.',
      source: { kind: 'us-government', author: 'Woodrow Wilson', work: 'Address to Congress asking for a declaration of war', year: 1917, adapted: true },
      questions: [
        {
          id: 'u7-q5',
          question: 'The "warfare against commerce" described in the first paragraph is best understood in the context of',
          options: [
            'the British naval blockade that stopped American cargoes bound for Germany',
            'the Zimmermann Telegram’s proposal of a German alliance with Mexico',
            'Germany’s Sussex pledge of 1916 to warn merchant ships before sinking them',
            'Germany’s decision early in 1917 to sink any ship near Britain without warning',
          ],
          answer: 3,
          explanation:
            'The speaker names "German submarine warfare" as the "present" threat: in February 1917 Germany resumed unrestricted submarine warfare. The British blockade was not German, the Zimmermann Telegram was a diplomatic proposal rather than an attack on shipping, and the Sussex pledge of 1916 was Germany’s promise to stop sinking merchant ships without warning, the promise it broke in 1917.',
          skill: 'contextualization',
        },
        {
          id: 'u7-q6',
          question: 'Senators who voted against the declaration of war would most likely have challenged which claim in the excerpt?',
          options: [
            'That the German attacks at sea were aimed at commerce',
            'That ships of other neutral nations had been sunk as well',
            'That the nation had "no selfish ends to serve" in going to war',
            'That German submarines had taken American ships and lives',
          ],
          answer: 2,
          explanation:
            'Opponents such as Senators George Norris and Robert La Follette argued that the nation was going to war for the bankers and munitions makers who had lent to and sold to the Allies; Norris said the country was going to war "upon the command of gold." They did not deny that German submarines had sunk American and other neutral ships; they argued that the United States should keep its citizens off belligerent ships and stay neutral.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u7-q7',
          question: 'Which outcome of the Paris Peace Conference contradicts the aims stated in the second paragraph most sharply?',
          options: [
            'The creation of the League of Nations',
            'The creation of independent states such as Poland and Czechoslovakia',
            'The heavy reparations imposed on Germany',
            'The return to France of Alsace-Lorraine, which Germany had taken in 1871',
          ],
          answer: 2,
          explanation:
            'The speaker promises a peace of liberation for all peoples, "the German peoples included," and seeks no indemnities for the United States; the Treaty of Versailles made Germany accept blame and pay heavy reparations. The League and the new states of Eastern Europe put Wilson’s aims into practice, and returning Alsace-Lorraine to France was itself one of his Fourteen Points, undoing a German conquest.',
          skill: 'comparison',
        },
      ],
    },
    {
      id: 'unemployment-1929-1945',
      title: 'Unemployment in the United States, 1929-1945',
      text:
        'The chart shows the share of the civilian labor force that was out of work in each year from 1929 to 1945.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Unemployed as a percentage of the civilian labor force, 1929-1945',
        xLabel: 'Year',
        yLabel: 'Unemployed (% of the civilian labor force)',
        series: [
          {
            name: 'Unemployment rate',
            points: [
              { x: 1929, y: 3.2 },
              { x: 1930, y: 8.7 },
              { x: 1931, y: 15.9 },
              { x: 1932, y: 23.6 },
              { x: 1933, y: 24.9 },
              { x: 1934, y: 21.7 },
              { x: 1935, y: 20.1 },
              { x: 1936, y: 16.9 },
              { x: 1937, y: 14.3 },
              { x: 1938, y: 19.0 },
              { x: 1939, y: 17.2 },
              { x: 1940, y: 14.6 },
              { x: 1941, y: 9.9 },
              { x: 1942, y: 4.7 },
              { x: 1943, y: 1.9 },
              { x: 1944, y: 1.2 },
              { x: 1945, y: 1.9 },
            ],
          },
        ],
        note: 'Annual averages. Workers on federal emergency relief jobs, such as those of the WPA, are counted as unemployed.',
      },
      questions: [
        {
          id: 'u7-q8',
          question: 'The data in the chart best support which claim about the New Deal years?',
          options: [
            'Unemployment was highest in 1930, the year after the stock market crash.',
            'Unemployment fell after 1933 but stayed above 14 percent through 1940.',
            'New Deal programs brought unemployment back to its 1929 level by 1937.',
            'Unemployment rose in every year from 1929 until the attack on Pearl Harbor.',
          ],
          answer: 1,
          explanation:
            'The rate fell from 24.9 percent in 1933 to 14.3 percent in 1937, rose again in 1938 and was still 14.6 percent in 1940. It peaked in 1933, not 1930; it never came near the 3.2 percent of 1929 before the war; and it fell in every year from 1934 to 1937.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u7-q9',
          question: 'The rise in unemployment from 1937 to 1938 resulted most directly from',
          options: [
            'the Hawley-Smoot Tariff and the foreign tariffs that answered it',
            'the Supreme Court’s decision striking down the NIRA’s industry codes',
            'the drought that turned the southern Plains into the Dust Bowl',
            'cuts in federal spending as Roosevelt tried to balance the budget',
          ],
          answer: 3,
          explanation:
            'In 1937 Roosevelt cut relief and public works spending to balance the budget while the Federal Reserve tightened credit, and unemployment jumped from 14.3 to 19.0 percent in the "Roosevelt recession." The Court struck down the NIRA in 1935, when unemployment was falling; the Dust Bowl drought hit farms across the 1930s rather than in one year; and the Hawley-Smoot Tariff of 1930 belongs to the start of the Depression.',
          skill: 'causation',
        },
        {
          id: 'u7-q10',
          question: 'The change in unemployment from 1940 to 1943 is best understood in the context of',
          options: [
            'Social Security, whose first monthly old-age pensions were paid in 1940',
            'the Works Progress Administration, which hired millions for public works',
            'the Wagner Act, which protected workers’ right to organize and strike',
            'mobilization for war, as defense orders and the draft absorbed the jobless',
          ],
          answer: 3,
          explanation:
            'Unemployment fell from 14.6 to 1.9 percent as factories filled defense orders and millions entered the armed forces after the draft began in 1940. The WPA, begun in 1935, was shrinking by 1941 and ended in 1943, and its workers are counted as unemployed in these figures; the Wagner Act of 1935 concerned unions, not the number of jobs; and Social Security pensions paid older people to retire rather than creating work.',
          skill: 'contextualization',
        },
      ],
    },
  ],
};
