export declare const SERVER_ENTRY: string;
export declare const SERVER_SOURCES: string[];
export declare const WEB_SOURCES: string[];
export declare function isStale(outputs: string[], sources: string[]): boolean;
