import type { SqlSession } from '../database/sql-driver';

export interface DatabaseColumn {
  table: string;
  name: string;
  /** As PostgreSQL spells it (`timestamp(3) with time zone`, `integer[]`); an enum by its type's own name. */
  type: string;
  notNull: boolean;
  /** The default's SQL; `GENERATED AS IDENTITY` for an identity column. */
  default: string | null;
}

export interface DatabaseIndex {
  table: string;
  columns: string[];
  primary: boolean;
  unique: boolean;
  /** Partial or over an expression: more than Prisma's schema language can declare. */
  beyondPrisma: boolean;
}

export interface DatabaseForeignKey {
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}

/** What one PostgreSQL schema holds, read from the catalog (the same on a server and on PGlite). */
export interface DatabaseSchema {
  tables: string[];
  columns: DatabaseColumn[];
  indexes: DatabaseIndex[];
  foreignKeys: DatabaseForeignKey[];
  enums: { name: string; values: string[] }[];
}

const REFERENTIAL_ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** The key columns of `keys` (an int2vector or array of attnums) on the relation `relation`, in key order. */
const columnNames = (keys: string, relation: string, count = `cardinality(${keys}::int2[])`) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${keys}::int2[]) WITH ORDINALITY AS key(attnum, position)
    JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = key.attnum
    WHERE key.position <= ${count} ORDER BY key.position)`;

export async function readDatabaseSchema(sql: SqlSession, schema: string): Promise<DatabaseSchema> {
  const tables = await sql.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  );
  const columns = await sql.query<DatabaseColumn>(
    `SELECT c.relname AS table, a.attname AS name, a.attnotnull AS "notNull",
        CASE WHEN coalesce(e.typtype, t.typtype) = 'e'
          THEN coalesce(e.typname, t.typname) || CASE WHEN e.oid IS NULL THEN '' ELSE '[]' END
          ELSE format_type(a.atttypid, a.atttypmod) END AS type,
        CASE WHEN a.attidentity <> '' THEN 'GENERATED AS IDENTITY' ELSE pg_get_expr(d.adbin, d.adrelid) END AS default
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
    [schema],
  );
  const indexes = await sql.query<DatabaseIndex>(
    `SELECT c.relname AS table, i.indisprimary AS primary, i.indisunique AS unique,
        i.indexprs IS NOT NULL OR i.indpred IS NOT NULL AS "beyondPrisma",
        ${columnNames('i.indkey', 'i.indrelid', 'i.indnkeyatts')} AS columns
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1`,
    [schema],
  );
  const foreignKeys = await sql.query<DatabaseForeignKey>(
    `SELECT c.relname AS table, r.relname AS "referencedTable",
        ${columnNames('k.conkey', 'k.conrelid')} AS columns, ${columnNames('k.confkey', 'k.confrelid')} AS "referencedColumns",
        k.confdeltype::text AS "onDelete", k.confupdtype::text AS "onUpdate"
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_class r ON r.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND k.contype = 'f'`,
    [schema],
  );
  const enums = await sql.query<{ name: string; values: string[] }>(
    `SELECT t.typname AS name, ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS values
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e'`,
    [schema],
  );
  return {
    tables: tables.map((table) => table.name),
    columns,
    indexes,
    foreignKeys: foreignKeys.map((key) => ({
      ...key,
      onDelete: REFERENTIAL_ACTIONS[key.onDelete] ?? key.onDelete,
      onUpdate: REFERENTIAL_ACTIONS[key.onUpdate] ?? key.onUpdate,
    })),
    enums,
  };
}
