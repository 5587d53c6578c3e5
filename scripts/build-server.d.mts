// Types of build-server.mjs for the TypeScript that imports it (its tests).

/** Where the built server lives: dist/server/ of the project. */
export declare const SERVER_BUILD_DIR: string;
/** Whether dist/server/ holds a build of the current sources. */
export declare function serverBuildIsCurrent(): boolean;
/** Builds dist/server/ unless it is current. */
export declare function ensureServerBuild(): Promise<void>;
