import type { Quiz } from './schema';

/**
 * The Unit 7 stimulus quiz: 4 stimuli, 10 questions: two public-domain works published before 1931 and a
 * presidential address (a US federal work), each condensed and so marked "adapted", and a map of woman suffrage in
 * the states before 1920.
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
      id: 'woman-suffrage-states',
      title: 'Votes for women in the states before 1920',
      text:
        'The map shows which of the 48 states had given women the same voting rights as men before the Nineteenth Amendment was ratified in August 1920, and when.',
      source: {
        kind: 'public-domain',
        author: 'Ida Husted Harper, editor',
        work: 'The History of Woman Suffrage, Volume 6',
        year: 1922,
        adapted: true,
      },
      visual: {
        kind: 'state-map',
        caption: 'Full voting rights for women in the states before the Nineteenth Amendment',
        legend: [
          { key: 'early', label: 'Full suffrage won 1869-1912' },
          { key: 'late', label: 'Full suffrage won 1914-1918' },
          { key: 'none', label: 'No full suffrage before 1920' },
        ],
        states: {
          WY: 'early', CO: 'early', UT: 'early', ID: 'early', WA: 'early', CA: 'early', AZ: 'early', KS: 'early', OR: 'early',
          MT: 'late', NV: 'late', NY: 'late', MI: 'late', OK: 'late', SD: 'late',
          ME: 'none', NH: 'none', VT: 'none', MA: 'none', RI: 'none', CT: 'none', NJ: 'none', PA: 'none', DE: 'none', MD: 'none', VA: 'none',
          WV: 'none', NC: 'none', SC: 'none', GA: 'none', FL: 'none', AL: 'none', MS: 'none', TN: 'none', KY: 'none', OH: 'none', IN: 'none',
          IL: 'none', WI: 'none', MN: 'none', IA: 'none', MO: 'none', AR: 'none', LA: 'none', TX: 'none', NE: 'none', ND: 'none', NM: 'none',
        },
        note: 'Years of full suffrage: Wyoming 1869 (as a territory), Colorado 1893, Utah 1896, Idaho 1896, Washington 1910, California 1911, Arizona, Kansas and Oregon 1912, Montana and Nevada 1914, New York 1917, Michigan, Oklahoma and South Dakota 1918. Several states in the third group let women vote for president or in primaries or school elections.',
      },
      questions: [
        {
          id: 'u7-q8',
          question: 'The map best supports which claim about woman suffrage before 1920?',
          options: [
            'Full suffrage spread first in the industrial states of the Northeast.',
            'Every state with full suffrage before 1914 lay west of the Mississippi.',
            'The former Confederate states were among the first to give women the vote.',
            'By 1918 most of the states had given women the same voting rights as men.',
          ],
          answer: 1,
          explanation:
            'All nine states that had full suffrage before 1914, from Wyoming to Kansas, lie west of the Mississippi. New York was the first northeastern state, in 1917; no former Confederate state gave women full suffrage before the Nineteenth Amendment; and by the end of 1918 fifteen of the 48 states had done so, well short of most.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u7-q9',
          question: 'The early gains in Colorado (1893) and Idaho (1896) shown on the map resulted in part from',
          options: [
            'a federal rule that new states must let women vote before they were admitted',
            'a Supreme Court ruling that the Fourteenth Amendment gave women the vote',
            'the Nineteenth Amendment’s ratification by the western state legislatures',
            'the support of Populists, a strong force in both states in the 1890s',
          ],
          answer: 3,
          explanation:
            'Colorado’s voters approved suffrage in 1893 while the Populist Davis Waite was governor, and Idaho’s amendment of 1896 passed with Populist backing alongside Democrats, Republicans and Mormon voters. Congress set no such rule for new states (it had even taken the vote from the women of Utah Territory in 1887); in Minor v. Happersett (1875) the Supreme Court held that the Fourteenth Amendment did not give women the vote; and the Nineteenth Amendment came only in 1920.',
          skill: 'causation',
        },
        {
          id: 'u7-q10',
          question: 'The gains of 1917 and 1918 shown on the map are best understood in the context of',
          options: [
            'the Red Scare, which turned voters against radical women such as Emma Goldman',
            'the Progressive Party’s collapse after its defeat in the election of 1912',
            'the return of the troops from France and the end of wartime price controls',
            'the war effort, as suffragists tied the vote to women’s service in World War I',
          ],
          answer: 3,
          explanation:
            'After the United States entered the war in April 1917, suffragists stressed women’s work in war industries, nursing and bond drives, and in 1918 President Wilson endorsed suffrage as "a war measure"; New York, Michigan, Oklahoma and South Dakota approved it in 1917 and 1918. The Red Scare and Emma Goldman’s deportation came in 1919; the Progressive Party had endorsed woman suffrage in 1912, and its decline did not bring these victories; and the troops came home only after the armistice of November 1918.',
          skill: 'contextualization',
        },
      ],
    },
  ],
};
