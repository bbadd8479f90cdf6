/**
 * Saves text as a file. A Blob, an object URL and a temporary link are all a
 * modern browser needs; file-saver, the usual library, adds workarounds for
 * browsers the site no longer supports and has not been released since 2020.
 */
export function downloadText(fileName: string, text: string, type: string): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.hidden = true;
	document.body.append(link);
	link.click();
	link.remove();
	// Revoked well after the click: a busy browser may take more than a second to start reading it.
	setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
