import type { DMMF } from '@prisma/client/runtime/client';
import type { SqlSession } from '../database/sql-driver';
import {
  readDatabaseSchema,
  type DatabaseColumn,
  type DatabaseForeignKey,
  type DatabaseIndex,
  type DatabaseSchema,
} from './database-schema';
import { columnName, enumName, ModelTable, readDatamodel } from './prisma-datamodel';

/**
 * Tables a service's schema holds beside its models, read and written with plain SQL rather than its Prisma client:
 * the migration runner's ledger, and the outbox and processed events every service keeps (platform/migrations/service).
 */
const TABLES_OUTSIDE_PRISMA = ['_migrations', 'outbox', 'processed_events'];

/** The @default functions the database computes, each with the column default that does it. */
const DATABASE_GENERATED: Record<string, RegExp> = {
  autoincrement: /^nextval\(|IDENTITY$/,
  now: /^(now\(\)|CURRENT_TIMESTAMP)/i,
  dbgenerated: /./,
};

/**
 * Where the migrated PostgreSQL `schema` differs from the database `prismaSchema` describes, one sentence each: what
 * its generated client would trip over at run time (a missing column, a NOT NULL it does not fill, a lost unique
 * index), found before any query does. Empty when they agree.
 */
export async function migrationDrift(sql: SqlSession, schema: string, prismaSchema: string): Promise<string[]> {
  const datamodel = readDatamodel(prismaSchema);
  const database = await readDatabaseSchema(sql, schema);
  const models = datamodel.models.map((model) => new ModelTable(model, datamodel));
  const drift = [
    ...difference(
      models.map((model) => `table ${model.table}`),
      database.tables.filter((table) => !TABLES_OUTSIDE_PRISMA.includes(table)).map((table) => `table ${table}`),
    ),
    ...enumDrift(datamodel, database),
  ];
  for (const model of models.filter((model) => database.tables.includes(model.table))) {
    drift.push(...(await columnDrift(sql, model, database)), ...keyDrift(model, database));
  }
  return drift;
}

async function columnDrift(sql: SqlSession, model: ModelTable, database: DatabaseSchema): Promise<string[]> {
  const columns = new Map(database.columns.filter((column) => column.table === model.table).map((column) => [column.name, column]));
  const known = new Set(model.fields.map(columnName));
  const drift = [...columns.values()]
    .filter((column) => !known.has(column.name))
    .map(
      (column) =>
        `${model.table}.${column.name} is in the database, not in schema.prisma` +
        (column.notNull && column.default === null ? ' (NOT NULL without a default: every insert through Prisma fails)' : ''),
    );
  for (const field of model.fields) {
    const name = `${model.table}.${columnName(field)}`;
    const column = columns.get(columnName(field));
    if (!column) {
      drift.push(`${name} is in schema.prisma, not in the database`);
      continue;
    }
    const type = model.typeOf(field);
    if (column.type !== type) drift.push(`${name} is ${column.type} in the database, ${type} in schema.prisma`);
    // Prisma's schema language has no optional list, and reads a nullable array column as a list too.
    if (!field.isList && field.isRequired && !column.notNull) drift.push(`${name} is nullable in the database, required in schema.prisma`);
    if (!field.isList && !field.isRequired && column.notNull) drift.push(`${name} is NOT NULL in the database, optional in schema.prisma`);
    if (!(await sameDefault(sql, model, field, column))) {
      drift.push(`${name} defaults to ${column.default ?? 'nothing'} in the database, to ${prismaDefault(field)} in schema.prisma`);
    }
  }
  return drift;
}

/** Whether the column's default is the field's @default; one the client fills in (uuid(), cuid()…) agrees with any. */
async function sameDefault(sql: SqlSession, model: ModelTable, field: DMMF.Field, column: DatabaseColumn): Promise<boolean> {
  const value = field.default;
  const generator = generatorOf(value);
  if (generator !== undefined && !DATABASE_GENERATED[generator]) return true;
  if (value === undefined || column.default === null) return value === undefined && column.default === null;
  if (generator !== undefined) return DATABASE_GENERATED[generator]!.test(column.default);
  // PostgreSQL reads the parameter as the default's type, so '1970-01-01T00:00:00+00:00' equals the default
  // '1970-01-01 00:00:00'::timestamp and an enum value is read as the enum; a value that type cannot read differs.
  const [row] = await sql
    .query<{ same: boolean }>(`SELECT (${column.default}) IS NOT DISTINCT FROM $1 AS same`, [
      sqlInput(value as DMMF.FieldDefaultScalar | DMMF.FieldDefaultScalar[], model.enumOf(field)),
    ])
    .catch(() => []);
  return row?.same === true;
}

/** The function of `@default(now())` and the like; undefined for a value. */
function generatorOf(value: DMMF.Field['default']): string | undefined {
  return typeof value === 'object' && !Array.isArray(value) ? (value as DMMF.FieldDefault).name : undefined;
}

function prismaDefault(field: DMMF.Field): string {
  const generator = generatorOf(field.default);
  return generator ? `${generator}()` : field.default === undefined ? 'nothing' : JSON.stringify(field.default);
}

/** A @default value as PostgreSQL's text input: an enum value by its mapped name, a list as an array. */
function sqlInput(value: DMMF.FieldDefaultScalar | DMMF.FieldDefaultScalar[], enumType?: DMMF.DatamodelEnum): string {
  const text = (scalar: DMMF.FieldDefaultScalar) =>
    String(enumType?.values.find((enumValue) => enumValue.name === scalar)?.dbName ?? scalar);
  return Array.isArray(value) ? `{${value.map((scalar) => `"${text(scalar).replace(/[\\"]/g, '\\$&')}"`).join(',')}}` : text(value);
}

/** Primary key, unique and plain indexes, and foreign keys. */
function keyDrift(model: ModelTable, database: DatabaseSchema): string[] {
  const inTable = <Row extends { table: string }>(rows: Row[]) => rows.filter((row) => row.table === model.table);
  return difference(
    [...model.indexes().map(describeIndex), ...model.foreignKeys().map(describeForeignKey)],
    [
      // Partial and expression indexes are added by hand where a query needs them; schema.prisma cannot declare them.
      ...inTable(database.indexes)
        .filter((index) => !index.beyondPrisma)
        .map(describeIndex),
      ...inTable(database.foreignKeys).map(describeForeignKey),
    ],
  );
}

function enumDrift(datamodel: DMMF.Datamodel, database: DatabaseSchema): string[] {
  const values = new Map(database.enums.map((enumType) => [enumType.name, enumType.values.join(', ')]));
  const drift = difference(
    datamodel.enums.map((enumType) => `enum ${enumName(enumType)}`),
    database.enums.map((enumType) => `enum ${enumType.name}`),
  );
  for (const enumType of datamodel.enums) {
    const expected = enumType.values.map((value) => value.dbName ?? value.name).join(', ');
    const actual = values.get(enumName(enumType));
    if (actual !== undefined && actual !== expected) {
      drift.push(`enum ${enumName(enumType)} is (${actual}) in the database, (${expected}) in schema.prisma`);
    }
  }
  return drift;
}

/** What one side has and the other lacks. */
function difference(inSchema: string[], inDatabase: string[]): string[] {
  return [
    ...inSchema.filter((thing) => !inDatabase.includes(thing)).map((thing) => `${thing} is in schema.prisma, not in the database`),
    ...inDatabase.filter((thing) => !inSchema.includes(thing)).map((thing) => `${thing} is in the database, not in schema.prisma`),
  ];
}

function describeIndex(index: Omit<DatabaseIndex, 'beyondPrisma'>): string {
  const kind = index.primary ? 'primary key' : index.unique ? 'unique index' : 'index';
  return `${index.table} ${kind} (${index.columns.join(', ')})`;
}

function describeForeignKey(key: DatabaseForeignKey): string {
  return (
    `${key.table} foreign key (${key.columns.join(', ')}) → ${key.referencedTable} (${key.referencedColumns.join(', ')}) ` +
    `ON DELETE ${key.onDelete} ON UPDATE ${key.onUpdate}`
  );
}
