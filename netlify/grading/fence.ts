/**
 * Student text goes into the user message only, between fence lines, labelled as data. Fence lines inside the
 * text are removed so an essay cannot close the fence early and speak as the instructions.
 */
export function fenced(label: string, text: string): string {
  const begin = `<<<BEGIN ${label}>>>`;
  const end = `<<<END ${label}>>>`;
  const clean = text.replace(/<<<(BEGIN|END) [A-Z ]+>>>/g, '');
  return `${begin}\n${clean}\n${end}`;
}
