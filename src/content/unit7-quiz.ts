import type { Quiz } from './schema';

/**
 * The Unit 7 stimulus quiz: 4 stimuli, 10 questions. Two public-domain works published before 1931 and two
 * presidential addresses (US federal works), each condensed and so marked "adapted".
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
          question: 'The argument of the excerpt rests mainly on',
          options: [
            'the Monroe Doctrine’s warning against colonization in the Americas',
            'the claim that colonial workers would compete with American labor',
            'the principles of the Declaration of Independence',
            'the claim that colonies would cost more to govern than they earned in trade',
          ],
          answer: 2,
          explanation:
            'The excerpt invokes "life, liberty and the pursuit of happiness" and "the consent of the governed," the language of the Declaration. Some anti-imperialists did argue that colonies would cost more than they earned or that colonial labor would undercut American workers, and some cited the Monroe Doctrine, but none of those arguments appears in this excerpt.',
        },
        {
          id: 'u7-q2',
          question: 'The second sentence of the excerpt was most likely written in response to',
          options: [
            'claims that annexing the Philippines would open China’s markets to American goods',
            'arguments that Filipinos were unfit by race to govern themselves',
            'Mahan’s argument that a great navy needed coaling stations overseas',
            'reports that Spanish forces had herded Cuban civilians into camps',
          ],
          answer: 1,
          explanation:
            'By reaffirming that people "of whatever race or color" have equal rights, the authors answer imperialists who said that Filipinos and other colonized peoples were racially unfit for self-government. Arguments about Chinese markets and naval coaling stations were economic and strategic, not racial, and reports of Spanish camps in Cuba had been used to justify going to war, not to deny anyone’s rights.',
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
          question: 'The focus of the excerpt best helps explain why the book’s main effect on federal law was',
          options: [
            'federal meat inspection to protect consumers rather than workers',
            'a federal ban on child labor in packing plants and other factories',
            'federal recognition of labor unions in the meatpacking industry',
            'antitrust suits that broke up the largest meatpacking companies',
          ],
          answer: 0,
          explanation:
            'The excerpt dwells on rotten, contaminated meat that consumers would eat, and Congress answered with the Meat Inspection Act of 1906 even though the novel was meant to expose the lives of the workers. A federal child labor law came only in 1916 and was struck down, federal protection for unions came with the Wagner Act of 1935, and the packers were not broken up in 1906.',
        },
        {
          id: 'u7-q4',
          question: 'The excerpt’s account of the sausage that had come back from Europe suggests that, before 1906,',
          options: [
            'the federal government already inspected the meat sold within the United States',
            'Chicago packers did not yet sell their meat abroad',
            'the packers destroyed spoiled meat rather than risk losing their customers',
            'foreign buyers held American meat to a stricter standard than American law did',
          ],
          answer: 3,
          explanation:
            'Sausage that European buyers had rejected was "made over again for home consumption," so the packers sold at home what Europe refused: several European countries had restricted uninspected American meat since the 1880s, while meat sold at home had little federal inspection until 1906. The excerpt itself rules out the rest: nobody paid "the least attention" to what went into sausage, the packers clearly sold meat abroad, and spoiled meat was reworked and sold rather than destroyed.',
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
          question: 'The "warfare against commerce" described in the first paragraph refers most directly to',
          options: [
            'the British naval blockade that stopped American cargoes bound for Germany',
            'Germany’s decision early in 1917 to sink any ship near Britain without warning',
            'the Zimmermann Telegram’s proposal of a German alliance with Mexico',
            'Germany’s Sussex pledge of 1916',
          ],
          answer: 1,
          explanation:
            'The speaker names "German submarine warfare" as the "present" threat: in February 1917 Germany resumed unrestricted submarine warfare. The British blockade was not German, the Zimmermann Telegram was a diplomatic proposal rather than an attack on shipping, and the Sussex pledge of 1916 was Germany’s promise to stop sinking merchant ships without warning, the promise it broke in 1917.',
        },
        {
          id: 'u7-q6',
          question: 'The aims stated in the second paragraph were most fully developed in',
          options: [
            'the Selective Service Act of 1917',
            'the Espionage Act of 1917',
            'the Fourteen Points of January 1918',
            'the reservations to the peace treaty proposed by Senator Henry Cabot Lodge',
          ],
          answer: 2,
          explanation:
            'The speaker’s promise of "the rights of nations great and small" and a lasting peace became the Fourteen Points of January 1918, with self-determination and a League of Nations. The draft and the Espionage Act were home-front measures for fighting the war, not statements of its aims, and Lodge’s reservations sought to limit the commitments Wilson wanted.',
        },
        {
          id: 'u7-q7',
          question: 'Which outcome of the Paris Peace Conference most contradicted the aims stated in the second paragraph?',
          options: [
            'The heavy reparations imposed on Germany',
            'The creation of the League of Nations',
            'The creation of independent states such as Poland and Czechoslovakia',
            'The return to France of Alsace-Lorraine, which Germany had taken in 1871',
          ],
          answer: 0,
          explanation:
            'The speaker promises a peace of liberation for all peoples, "the German peoples included," and seeks no indemnities for the United States; the Treaty of Versailles made Germany accept blame and pay heavy reparations. The League and the new states of Eastern Europe put Wilson’s aims into practice, and returning Alsace-Lorraine to France was itself one of his Fourteen Points, undoing a German conquest.',
        },
      ],
    },
    {
      id: 'fdr-first-inaugural',
      title: 'An inaugural address, March 1933',
      text:
        'Let me assert my firm belief that the only thing we have to fear is fear itself: nameless, unreasoning, unjustified terror which paralyzes needed efforts to convert retreat into advance.\n\n' +
        'Our greatest primary task is to put people to work. This is no unsolvable problem if we face it wisely and courageously. It can be accomplished in part by direct recruiting by the government itself, treating the task as we would treat the emergency of a war, but at the same time, through this employment, accomplishing greatly needed projects to stimulate and reorganize the use of our natural resources.\n\n' +
        'Should Congress fail to act, I shall ask the Congress for the one remaining instrument to meet the crisis: broad executive power to wage a war against the emergency, as great as the power that would be given to me if we were in fact invaded by a foreign foe.',
      source: { kind: 'us-government', author: 'Franklin D. Roosevelt', work: 'First Inaugural Address', year: 1933, adapted: true },
      questions: [
        {
          id: 'u7-q8',
          question: 'The proposal in the second paragraph was most directly carried out by',
          options: [
            'the Agricultural Adjustment Act, which paid farmers to grow less',
            'the Federal Deposit Insurance Corporation, which insured bank deposits',
            'the Securities and Exchange Commission, which regulated the stock market',
            'the Civilian Conservation Corps',
          ],
          answer: 3,
          explanation:
            'The speaker proposes that the government itself hire people to work on natural resources; the Civilian Conservation Corps employed young men on forests, parks and flood control. The AAA paid farmers rather than hiring the jobless, and the FDIC and SEC were reforms of banking and the stock market, not work programs.',
        },
        {
          id: 'u7-q9',
          question: 'The approach in the second paragraph differed most from Herbert Hoover’s response to the Depression in that the speaker',
          options: [
            'urged business leaders to keep wages up voluntarily',
            'proposed that the federal government hire the unemployed directly',
            'called for federal cash payments to every jobless family',
            'relied on local governments and private charities to aid the jobless',
          ],
          answer: 1,
          explanation:
            'Hoover opposed direct federal relief; the speaker proposes "direct recruiting by the government itself." The speaker offers the jobless work, not cash payments, which Roosevelt himself distrusted as a "dole"; urging business to hold wages and relying on local governments and private charity were parts of Hoover’s own approach.',
        },
        {
          id: 'u7-q10',
          question: 'Opponents who feared that the New Deal threatened the constitutional balance of powers would most likely point to which part of the excerpt?',
          options: [
            'The claim that fear itself was the greatest danger',
            'The plan to put the unemployed to work on forests and other natural resources',
            'The request for executive power as broad as in a foreign invasion',
            'The statement that putting people to work is not an unsolvable problem',
          ],
          answer: 2,
          explanation:
            'Asking Congress for "broad executive power" equal to wartime power worried critics who later attacked the court-packing plan as a grab for presidential power. The remark about fear, the work plan and the confidence that unemployment could be solved say nothing about shifting power between the branches.',
        },
      ],
    },
  ],
};
