/* Tables of the shell area (issue 3); re-exported by schema.ts so one migration set covers them. */
export {};
