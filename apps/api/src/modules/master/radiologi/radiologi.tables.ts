// Tables of this master submodule (exported through master.tables.ts).
export {};
