/** What an admin call's failure says: the server's own message (plain words), else the error's text. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
