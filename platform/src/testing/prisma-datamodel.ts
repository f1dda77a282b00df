import type { DMMF } from '@prisma/client/runtime/client';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import type { DatabaseForeignKey, DatabaseIndex } from './database-schema';

/** The column type Prisma gives each scalar without an @db attribute. */
const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Boolean: 'boolean',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

/** `@db.<name>(arguments)` as PostgreSQL names the type; the arguments go where `(n)` stands. */
const NATIVE_TYPES: Record<string, string> = {
  Text: 'text',
  VarChar: 'character varying(n)',
  Char: 'character(n)',
  Uuid: 'uuid',
  Xml: 'xml',
  Inet: 'inet',
  Citext: 'citext',
  Bit: 'bit(n)',
  VarBit: 'bit varying(n)',
  Boolean: 'boolean',
  Integer: 'integer',
  SmallInt: 'smallint',
  Oid: 'oid',
  BigInt: 'bigint',
  Real: 'real',
  DoublePrecision: 'double precision',
  Decimal: 'numeric(n)',
  Money: 'money',
  Timestamp: 'timestamp(n) without time zone',
  Timestamptz: 'timestamp(n) with time zone',
  Date: 'date',
  Time: 'time(n) without time zone',
  Timetz: 'time(n) with time zone',
  Json: 'json',
  JsonB: 'jsonb',
  ByteA: 'bytea',
};

/** The datamodel a Prisma client is generated from, read by the CLI's own schema parser (WebAssembly, no engine). */
export function readDatamodel(prismaSchema: string): DMMF.Datamodel {
  return JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', prismaSchema]] }))).datamodel;
}

export const columnName = (field: DMMF.Field) => field.dbName ?? field.name;

export const enumName = (enumType: DMMF.DatamodelEnum) => enumType.dbName ?? enumType.name;

/** A model as the table Prisma expects for it, in the words of `readDatabaseSchema`. */
export class ModelTable {
  readonly table: string;

  constructor(
    readonly model: DMMF.Model,
    private readonly datamodel: DMMF.Datamodel,
  ) {
    this.table = model.dbName ?? model.name;
  }

  /** The fields stored in a column of this table (not the relation fields, whose columns are scalar fields too). */
  get fields(): DMMF.Field[] {
    return this.model.fields.filter((field) => field.kind === 'scalar' || field.kind === 'enum');
  }

  enumOf(field: DMMF.Field): DMMF.DatamodelEnum | undefined {
    return field.kind === 'enum' ? this.datamodel.enums.find((candidate) => candidate.name === field.type) : undefined;
  }

  /** The column type as PostgreSQL spells it; an enum by its type's own name. */
  typeOf(field: DMMF.Field): string {
    const enumType = this.enumOf(field);
    const [native, args = []] = field.nativeType ?? [];
    const type = enumType
      ? enumName(enumType)
      : native
        ? (NATIVE_TYPES[native]?.replace('(n)', args.length ? `(${args.join(',')})` : '') ?? `@db.${native}`)
        : (SCALAR_TYPES[field.type] ?? field.type);
    return field.isList ? `${type}[]` : type;
  }

  indexes(): Omit<DatabaseIndex, 'beyondPrisma'>[] {
    return this.datamodel.indexes
      .filter((index) => index.model === this.model.name)
      .map((index) => ({
        table: this.table,
        columns: index.fields.map((field) => this.columnOf(field.name)),
        primary: index.type === 'id',
        unique: index.type === 'id' || index.type === 'unique',
      }));
  }

  /** Prisma's referential actions where the schema names none: ON DELETE RESTRICT (SET NULL when optional), ON UPDATE CASCADE. */
  foreignKeys(): DatabaseForeignKey[] {
    return this.model.fields
      .filter((field) => field.relationFromFields?.length)
      .map((field) => {
        const referenced = new ModelTable(
          this.datamodel.models.find((model) => model.name === field.type)!,
          this.datamodel,
        );
        return {
          table: this.table,
          columns: (field.relationFromFields ?? []).map((name) => this.columnOf(name)),
          referencedTable: referenced.table,
          referencedColumns: (field.relationToFields ?? []).map((name) => referenced.columnOf(name)),
          onDelete: sqlAction(field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull')),
          onUpdate: sqlAction(field.relationOnUpdate ?? 'Cascade'),
        };
      });
  }

  private columnOf(fieldName: string): string {
    const field = this.model.fields.find((candidate) => candidate.name === fieldName);
    return field ? columnName(field) : fieldName;
  }
}

/** Prisma's referential action (`SetNull`) as SQL spells it (`SET NULL`). */
const sqlAction = (action: string) => action.replace(/(?<=.)(?=[A-Z])/g, ' ').toUpperCase();
