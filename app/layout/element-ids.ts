/**
 * The ids of the shell's own elements. A project's card carries the project's
 * id, so the owner checks keep project ids off this list.
 */
export const sidebarId = 'sidebar';
export const mainId = 'main';
export const shellElementIds: readonly string[] = [sidebarId, mainId];
