export declare const NATIVE_UNUSABLE_EXIT_CODE: number;
export declare function readNativeAbi(file: string): number | null;
