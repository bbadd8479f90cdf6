export function startStaticServer(options?: {
	root?: string;
	port?: number;
	gzip?: boolean;
}): Promise<{ url: string; close: () => Promise<void> }>;
