import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { angkaDariTeks, pagingQuerySchema } from './common.ts';

const kuota = angkaDariTeks(z.number({ message: 'Kuota harus angka' }).int().min(1).max(500));
const pesan = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues[0]?.message;

describe('angkaDariTeks', () => {
  it('takes a number, or its digits as text (trimmed)', () => {
    expect(kuota.parse(12)).toBe(12);
    expect(kuota.parse('12')).toBe(12);
    expect(kuota.parse(' 12 ')).toBe(12);
    expect(kuota.parse('1.2e1')).toBe(12);
  });

  it('refuses every other JSON type with the field message, where Number() would read a number', () => {
    for (const v of [[[5]], [5], true, false, null, {}, { a: 1 }]) {
      expect(pesan(kuota, v), JSON.stringify(v)).toBe('Kuota harus angka');
    }
  });

  it('refuses text that is not a decimal number', () => {
    for (const v of ['abc', '0x10', 'Infinity', 'NaN', '1_000', '12 pasien']) {
      expect(pesan(kuota, v), v).toBe('Kuota harus angka');
    }
  });

  it('reads empty text as a field left empty: required refuses, optional is undefined, default applies', () => {
    expect(pesan(kuota, '')).toBe('Kuota harus angka');
    expect(pesan(kuota, '   ')).toBe('Kuota harus angka');
    expect(angkaDariTeks(z.number().optional()).parse('')).toBeUndefined();
    expect(angkaDariTeks(z.number().nullish()).parse(' ')).toBeUndefined();
    expect(pagingQuerySchema.parse({ offset: '', limit: '' })).toMatchObject({ offset: 0, limit: 15 });
  });

  it('keeps the bounds of the inner schema', () => {
    expect(pesan(kuota, '501')).toBeDefined();
    expect(pesan(kuota, 1.5)).toBeDefined();
    expect(pesan(pagingQuerySchema, { limit: '101' })).toBe('limit maksimal 100');
  });

  it('shows the inner number schema in the request JSON Schema (OpenAPI)', () => {
    const skema = z.object({
      kuota,
      offset: pagingQuerySchema.shape.offset,
    });
    expect(z.toJSONSchema(skema, { io: 'input' })).toMatchObject({
      properties: {
        kuota: { type: 'integer', minimum: 1, maximum: 500 },
        offset: { type: 'integer', minimum: 0, default: 0 },
      },
      required: ['kuota'],
    });
  });
});

describe('reply schemas', () => {
  // The server encodes every reply through its schema, and a transform (angkaDariTeks is one)
  // cannot run backwards: a reply holding one answers 500. Replies state plain numbers.
  it('hold no one-way transform', async () => {
    const domain: Record<string, unknown> = await import('../index.ts');
    const temuan: string[] = [];
    const jalan = (s: unknown, jalur: string, dilihat: Set<unknown>) => {
      if (!(s instanceof z.ZodType) || dilihat.has(s)) return;
      dilihat.add(s);
      const def = s._zod.def as unknown as Record<string, unknown>;
      if (def.type === 'transform') temuan.push(jalur);
      for (const [k, v] of Object.entries(def)) {
        if (k === 'shape')
          for (const [kk, vv] of Object.entries(v as object)) jalan(vv, `${jalur}.${kk}`, dilihat);
        else if (Array.isArray(v)) for (const x of v) jalan(x, jalur, dilihat);
        else jalan(v, jalur, dilihat);
      }
    };
    for (const [nama, api] of Object.entries(domain)) {
      if (!api || typeof api !== 'object' || api instanceof z.ZodType) continue;
      for (const [op, k] of Object.entries(api)) {
        const responses = (k as { responses?: Record<string, unknown> } | null)?.responses;
        for (const [status, s] of Object.entries(responses ?? {}))
          jalan(s, `${nama}.${op} ${status}`, new Set());
      }
    }
    expect(temuan).toEqual([]);
  });
});
