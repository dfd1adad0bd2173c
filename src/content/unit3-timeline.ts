import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 3 timeline: eight events, 4 per row on wide screens. */
export const unit3Timeline: UnitTimelineEvent[] = [
  {
    key: 'albany-congress',
    icon: '🐍',
    date: '1754',
    title: 'The Albany Congress',
    summary: 'Delegates from seven colonies meet as war with France begins in the Ohio valley.',
    details: [
      'Benjamin Franklin proposed the Albany Plan of Union for common defense.',
      'His "Join, or Die" cartoon urged the colonies to act together.',
      'The colonial assemblies rejected the plan to protect their own powers.',
    ],
  },
  {
    key: 'peace-of-1763',
    icon: '🗺️',
    date: '1763',
    title: 'Treaty of Paris and the Proclamation Line',
    summary: 'France gives up Canada and its lands east of the Mississippi, and the Crown closes the West to settlers.',
    details: [
      'Britain’s national debt had nearly doubled during the war.',
      'Pontiac’s Rebellion showed the cost of conflict with Native nations.',
      'The Proclamation of 1763 forbade settlement west of the Appalachians.',
    ],
  },
  {
    key: 'stamp-act',
    icon: '📄',
    date: '1765',
    title: 'The Stamp Act crisis',
    summary: 'Parliament taxes printed paper, and colonists protest "taxation without representation."',
    details: [
      'Nine colonies sent delegates to the Stamp Act Congress.',
      'The Sons of Liberty forced stamp distributors to resign.',
      'Parliament repealed the tax in 1766 but passed the Declaratory Act.',
    ],
  },
  {
    key: 'boston-tea-party',
    icon: '🫖',
    date: '1773',
    title: 'The Boston Tea Party',
    summary: 'Colonists dump East India Company tea into Boston Harbor to protest the Tea Act.',
    details: [
      'The Tea Act made tea cheaper but kept Parliament’s tax on it.',
      'Parliament answered with the Coercive Acts, closing the port of Boston.',
      'Twelve colonies then met in the First Continental Congress in 1774.',
    ],
  },
  {
    key: 'declaration',
    icon: '📜',
    date: '1776',
    title: 'Declaration of Independence',
    summary: 'The Second Continental Congress declares the colonies free and independent states.',
    details: [
      'Thomas Jefferson drafted it, drawing on Locke’s ideas of natural rights.',
      'Thomas Paine’s Common Sense had helped win support for independence months earlier.',
      'Its list of grievances was aimed at King George III.',
    ],
  },
  {
    key: 'yorktown',
    icon: '🏳️',
    date: '1781',
    title: 'Surrender at Yorktown',
    summary: 'American and French forces trap Cornwallis’s army in Virginia and force its surrender.',
    details: [
      'A French fleet kept the British navy from rescuing Cornwallis.',
      'The defeat led Britain to open peace talks.',
      'The Treaty of Paris (1783) recognized American independence.',
    ],
  },
  {
    key: 'constitutional-convention',
    icon: '🖋️',
    date: '1787',
    title: 'The Constitutional Convention',
    summary: 'Delegates meet in Philadelphia to fix the Articles and write a new constitution instead.',
    details: [
      'Shays’ Rebellion had convinced many leaders that a stronger government was needed.',
      'The Great Compromise and the Three-Fifths Compromise settled the hardest disputes.',
      'The Constitution took effect after nine states ratified it in 1788.',
    ],
  },
  {
    key: 'alien-and-sedition',
    icon: '⚖️',
    date: '1798',
    title: 'The Alien and Sedition Acts',
    summary: 'During an undeclared naval war with France, Federalists pass laws against immigrants and critics.',
    details: [
      'Newspaper editors who criticized President John Adams were jailed under the Sedition Act.',
      'Jefferson and Madison answered with the Virginia and Kentucky Resolutions.',
      'Anger at the laws helped Jefferson win the presidency in 1800.',
    ],
  },
];
