/** Which SQL dialect a database speaks. */
export type DialectName = 'sqlite' | 'postgres';
