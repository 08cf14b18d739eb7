// Files a user owns outside the database (audio recordings, with the voice issue). Account deletion
// calls every remover registered here, so the module that writes a kind of file is the one that knows
// where its files are and deletes them; no remover is registered until a module stores files.
type UserFileRemover = (userId: number) => Promise<void>;

const removers: UserFileRemover[] = [];

/** Registers how one kind of file of a user is deleted (e.g. the audio storage's remover). */
export function registerUserFileRemover(remover: UserFileRemover): void {
  removers.push(remover);
}

/**
 * Deletes every file of `userId`. Called before the user's rows go, while they still say which files
 * are the user's.
 */
export async function removeUserFiles(userId: number): Promise<void> {
  for (const remove of removers) await remove(userId);
}
