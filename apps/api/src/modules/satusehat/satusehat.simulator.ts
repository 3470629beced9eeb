/// <reference types="fhir" />
/*
 * A local stand-in for SATUSEHAT (Kemenkes), speaking the protocol Rawat's client speaks to the
 * real one (klien.ts), for tests and demos (`npm run sim:satusehat`, docs/satusehat.md).
 *
 * Sources: SATUSEHAT's API catalogue (token request and answer fields; FHIR R4 JSON under
 * /fhir-r4/v1; POST answers the stored resource with its `id`; searchset Bundles; Patient and
 * Practitioner by `identifier=https://fhir.kemkes.go.id/id/nik|…`; the sandbox's dummy patients and
 * practitioners with their IHS numbers; 4xx as OperationOutcome, 5xx as text/plain) and the
 * FHIR resource pages (identifier systems, sistem.ts).
 * CHOSEN here, marked so in the docs: the words of refusals, 401 for a refused client secret, the
 * IHS numbers of NIKs outside the sandbox list (derived from the NIK), and rate limiting per second.
 *
 *  POST {auth}/accesstoken?grant_type=client_credentials   form client_id, client_secret
 *  POST {fhir}/{Type}          201 + stored resource (id, meta.versionId, meta.lastUpdated)
 *  PUT  {fhir}/{Type}/{id}     200, 404 when unknown
 *  GET  {fhir}/{Type}/{id}     200, 404
 *  GET  {fhir}/{Type}?identifier=system|value | subject= | patient= | encounter= | context=
 * Test and demo endpoints (no token), under /sim:
 *  GET  /sim/sumber[?type=Encounter]   → {jumlah, sumber: [...]} what Rawat stored
 *  POST /sim/gangguan {jumlah, cara?: CAMPUR|GAGAL|PUTUS|DIAM} → the next n requests fail
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { galatSim, type Jawaban, periksaSumber, type TokoSim } from './satusehat.simulator.validasi.ts';
import { SISTEM } from './sistem.ts';

/** How the next requests fail: 503, dropped connection, no answer at all, or 503 and drop in turn. */
export type CaraGangguan = 'CAMPUR' | 'GAGAL' | 'PUTUS' | 'DIAM';

export interface OpsiSimulatorSatusehat {
  /** 0 = any free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The facility's organization id (default 10000004, SATUSEHAT's own example). */
  orgId?: string;
  /** FHIR and token requests allowed per second before 429; 0 or unset = no limit. */
  batasPerDetik?: number;
  /** Token lifetime in seconds (SATUSEHAT's answers say 14399). */
  masaTokenDetik?: number;
  catat?: (baris: string) => void;
}

export interface SimulatorSatusehat {
  /** FHIR base, …/fhir-r4/v1 */
  url: string;
  /** OAuth2 base, …/oauth2/v1 */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  orgId: string;
  /** Every resource Rawat created (not the facility's Organization, not looked-up people). */
  sumber(): fhir4.FhirResource[];
  /** The next n FHIR/token requests fail (default CAMPUR: 503, then a dropped connection, …). */
  gangguan(n: number, cara?: CaraGangguan): void;
  /** Invalidates every issued token, as if they expired early. */
  cabutToken(): void;
  /** Tokens issued and FHIR requests answered so far. */
  statistik(): { token: number; fhir: number };
  tutup(): Promise<void>;
}

// SATUSEHAT's sandbox people (api-catalogue/onboardings/apis/patient/ and …/practitioner/).
const PASIEN_SANDBOX: Record<string, [string, string]> = {
  '9271060312000001': ['P02478375538', 'Ardianto Putra'],
  '9204014804000002': ['P03647103112', 'Claudia Sintia'],
  '9104224509000003': ['P00805884304', 'Elizabeth Dior'],
  '9104223107000004': ['P00912894463', 'Dr. Alan Bagus Prasetya'],
  '9104224606000005': ['P01654557057', 'Ghina Assyifa'],
  '9104025209000006': ['P02280547535', 'Salsabilla Anjani Rizki'],
  '9201076001000007': ['P01836748436', 'Theodore Elisjah'],
  '9201394901000008': ['P00883356749', 'Sonia Herdianti'],
  '9201076407000009': ['P01058967035', 'Nancy Wang'],
  '9210060207000010': ['P02428473601', 'Syarif Muhammad'],
};
const NAKES_SANDBOX: Record<string, [string, string]> = {
  '7209061211900001': ['10009880728', 'dr. Alexander'],
  '3322071302900002': ['10006926841', 'dr. Yoga Yandika, Sp.A'],
  '3171071609900003': ['10001354453', 'dr. Syarifuddin, Sp.Pd.'],
  '3207192310600004': ['10010910332', 'dr. Nicholas Evan, Sp.B.'],
  '6408130207800005': ['10018180913', 'dr. Dito Arifin, Sp.M.'],
  '3217040109800006': ['10002074224', 'dr. Olivia Kirana, Sp.OG'],
  '3519111703800007': ['10012572188', 'dr. Alicia Chrissy, Sp.N.'],
  '5271002009700008': ['10018452434', 'dr. Nathalie Tan, Sp.PK.'],
  '3313096403900009': ['10014058550', 'Sheila Annisa S.Kep'],
  '3578083008700010': ['10001915884', 'apt. Aditya Pradhana, S.Farm.'],
};

/** Any other valid NIK is "known": a stable IHS number from the NIK; NIKs starting 0000 are not. */
function ihsDariNik(jenis: 'Patient' | 'Practitioner', nik: string): [string, string] | null {
  const sandbox = (jenis === 'Patient' ? PASIEN_SANDBOX : NAKES_SANDBOX)[nik];
  if (sandbox) return sandbox;
  if (!/^\d{16}$/.test(nik) || nik.startsWith('0000')) return null;
  const angka = BigInt(`0x${createHash('sha256').update(`${jenis}:${nik}`).digest('hex').slice(0, 15)}`);
  const nomor = (angka % 100_000_000_000n).toString().padStart(11, '0');
  const nama = jenis === 'Patient' ? `Pasien ${nik.slice(-4)}` : `Nakes ${nik.slice(-4)}`;
  return [`${jenis === 'Patient' ? 'P' : 'N'}${nomor}`, nama];
}

const versi = () => Buffer.from(`${Date.now()}000000`).toString('base64').replace(/=+$/, '');
const meta = () => ({ versionId: versi(), lastUpdated: new Date().toISOString() });

async function bacaBadan(req: http.IncomingMessage): Promise<string | null> {
  const potong: Buffer[] = [];
  let n = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    n += c.length;
    if (n > 2 * 1024 * 1024) return null;
    potong.push(c);
  }
  return Buffer.concat(potong).toString('utf8');
}

/** Starts the simulator; state lives in memory and dies with it. */
export async function mulaiSimulatorSatusehat(
  opsi: OpsiSimulatorSatusehat = {},
): Promise<SimulatorSatusehat> {
  const clientId = opsi.clientId ?? `sim-${randomBytes(6).toString('hex')}`;
  const clientSecret = opsi.clientSecret ?? randomBytes(18).toString('base64url');
  const orgId = opsi.orgId ?? '10000004';
  const masaToken = opsi.masaTokenDetik ?? 14_399;
  const tokens = new Map<string, number>();
  const hitung = { token: 0, fhir: 0 };
  const baru: fhir4.FhirResource[] = [];
  const toko: TokoSim = {
    orgId,
    sumber: new Map(),
    orang: new Map(),
  };
  const organisasi: fhir4.Organization = {
    resourceType: 'Organization',
    id: orgId,
    meta: meta(),
    active: true,
    identifier: [
      { use: 'official', system: `http://sys-ids.kemkes.go.id/organization/${orgId}`, value: orgId },
    ],
    name: 'RS Simulator Rawat',
  };
  toko.sumber.set(`Organization/${orgId}`, organisasi);
  let gangguan: { sisa: number; cara: CaraGangguan; ke: number } = { sisa: 0, cara: 'CAMPUR', ke: 0 };
  let jejak: number[] = [];

  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://sim');
    const jalur = u.pathname.replace(/^\/+|\/+$/g, '');
    const method = req.method ?? 'GET';
    const kirim = (j: Jawaban) => {
      if (res.writableEnded || res.destroyed) return;
      const teks = typeof j.isi === 'string' ? j.isi : JSON.stringify(j.isi);
      res
        .writeHead(j.status, {
          'content-type': typeof j.isi === 'string' ? 'text/plain' : 'application/json',
          ...(j.kepala ?? {}),
        })
        .end(teks);
      opsi.catat?.(`${method} ${u.pathname}${u.search} ${j.status}`);
    };
    void (async () => {
      if (jalur.startsWith('sim/')) return kirim(await uji(method, jalur, u, req));
      if (gangguan.sisa > 0) {
        gangguan.sisa -= 1;
        const ke = gangguan.ke++;
        const cara = gangguan.cara === 'CAMPUR' ? (ke % 2 === 0 ? 'GAGAL' : 'PUTUS') : gangguan.cara;
        opsi.catat?.(`${method} ${u.pathname} gangguan ${cara}`);
        if (cara === 'GAGAL') return kirim({ status: 503, isi: 'Service Unavailable' });
        if (cara === 'PUTUS') return void req.socket.destroy();
        return; // DIAM: the socket stays open until the caller gives up
      }
      if (opsi.batasPerDetik) {
        const kini = Date.now();
        jejak = jejak.filter((t) => kini - t < 1000);
        if (jejak.length >= opsi.batasPerDetik)
          return kirim(galatSim(429, 'throttled', 'Too many requests, rate limit exceeded'));
        jejak.push(kini);
      }
      if (jalur === 'oauth2/v1/accesstoken') return kirim(await beriToken(method, u, req));
      if (!jalur.startsWith('fhir-r4/v1/'))
        return kirim(galatSim(404, 'not-found', `Unknown path ${u.pathname}`));
      const t = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const sampai = t ? tokens.get(t) : undefined;
      if (!sampai || sampai < Date.now()) return kirim(galatSim(401, 'login', 'Invalid access token'));
      hitung.fhir += 1;
      kirim(await fhir(method, jalur.slice('fhir-r4/v1/'.length), u, req));
    })().catch((err: unknown) => kirim({ status: 500, isi: `Internal Server Error: ${String(err)}` }));
  });

  async function beriToken(method: string, u: URL, req: http.IncomingMessage): Promise<Jawaban> {
    if (method !== 'POST') return galatSim(405, 'not-supported', 'Method not allowed');
    if (u.searchParams.get('grant_type') !== 'client_credentials')
      return galatSim(400, 'value', 'grant_type must be client_credentials');
    const form = new URLSearchParams((await bacaBadan(req)) ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return galatSim(
        401,
        'value',
        'The user or system was not able to be authenticated (either client_id or client_secret combination is unacceptable)',
      );
    const token = randomBytes(21).toString('base64url');
    tokens.set(token, Date.now() + masaToken * 1000);
    hitung.token += 1;
    return {
      status: 200,
      isi: {
        refresh_token_expires_in: '0',
        api_product_list: '[api-sandbox]',
        api_product_list_json: ['api-sandbox'],
        organization_name: 'ihs-sim-1',
        'developer.email': 'simulator@rawat.local',
        token_type: 'BearerToken',
        issued_at: String(Date.now()),
        client_id: clientId,
        access_token: token,
        application_name: randomUUID(),
        scope: '',
        expires_in: String(masaToken),
        refresh_count: '0',
        status: 'approved',
      },
    };
  }

  function orangDariNik(jenis: 'Patient' | 'Practitioner', nik: string): fhir4.FhirResource | null {
    const x = ihsDariNik(jenis, nik);
    if (!x) return null;
    const [id, nama] = x;
    const r = {
      resourceType: jenis,
      id,
      meta: { ...meta(), profile: [`https://fhir.kemkes.go.id/r4/StructureDefinition/${jenis}`] },
      active: true,
      identifier: [
        ...(jenis === 'Patient' ? [{ use: 'official' as const, system: SISTEM.ihs, value: id }] : []),
        { use: 'official' as const, system: SISTEM.nik, value: nik },
      ],
      name: [{ use: 'official' as const, text: nama }],
    } as fhir4.Patient | fhir4.Practitioner;
    toko.orang.set(`${jenis}/${id}`, r);
    return r;
  }

  function bundel(u: URL, hasil: fhir4.FhirResource[]): Jawaban {
    const dasar = `http://${alamat}/fhir-r4/v1`;
    const b: fhir4.Bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      total: hasil.length,
      link: [{ relation: 'self', url: `${dasar}/${u.pathname.split('/').pop()}${u.search}` }],
      ...(hasil.length
        ? {
            entry: hasil.map((r) => ({
              fullUrl: `${dasar}/${r.resourceType}/${r.id}`,
              resource: r,
              search: { mode: 'match' as const },
            })),
          }
        : {}),
    };
    return { status: 200, isi: b };
  }

  function cari(jenis: string, u: URL): Jawaban {
    const p = u.searchParams;
    const identifier = p.get('identifier');
    if ((jenis === 'Patient' || jenis === 'Practitioner') && identifier?.startsWith(`${SISTEM.nik}|`)) {
      const r = orangDariNik(jenis, identifier.slice(SISTEM.nik.length + 1));
      return bundel(u, r ? [r] : []);
    }
    const ref = (v: unknown) => (v as { reference?: string } | undefined)?.reference ?? '';
    const uji: ((r: Record<string, unknown>) => boolean)[] = [];
    for (const [nama, nilai] of p) {
      if (nama.startsWith('_')) continue;
      if (nama === 'identifier') {
        const [sistem, nilaiId] = nilai.includes('|') ? nilai.split('|', 2) : [null, nilai];
        uji.push((r) =>
          ((r.identifier as fhir4.Identifier[] | undefined) ?? []).some(
            (i) => i.value === nilaiId && (sistem === null || i.system === sistem),
          ),
        );
      } else if (['subject', 'patient', 'encounter', 'context'].includes(nama)) {
        const medan = nama === 'patient' ? 'subject' : nama;
        uji.push((r) => ref(r[medan]) === nilai || ref(r[medan]).endsWith(`/${nilai}`));
      } else return galatSim(400, 'not-supported', `Unsupported search parameter: ${nama}`);
    }
    const hasil = [...toko.sumber.values()].filter(
      (r) => r.resourceType === jenis && uji.every((f) => f(r as unknown as Record<string, unknown>)),
    );
    return bundel(u, hasil);
  }

  async function fhir(method: string, jalur: string, u: URL, req: http.IncomingMessage): Promise<Jawaban> {
    const [jenis = '', id, lebih] = jalur.split('/').map(decodeURIComponent);
    if (!/^[A-Z][A-Za-z]+$/.test(jenis) || lebih !== undefined)
      return galatSim(404, 'not-found', `Unknown resource path ${u.pathname}`);
    if (method === 'GET' && id === undefined) return cari(jenis, u);
    if (method === 'GET') {
      const r = toko.sumber.get(`${jenis}/${id}`) ?? toko.orang.get(`${jenis}/${id}`);
      return r ? { status: 200, isi: r } : galatSim(404, 'not-found', `Resource ${jenis}/${id} not found`);
    }
    if (method !== 'POST' && method !== 'PUT') return galatSim(405, 'not-supported', 'Method not allowed');
    if (method === 'POST' && id !== undefined) return galatSim(405, 'not-supported', 'Method not allowed');
    if (method === 'PUT' && (id === undefined || !toko.sumber.has(`${jenis}/${id}`)))
      return galatSim(404, 'not-found', `Resource ${jenis}/${id ?? ''} not found`);
    const teks = await bacaBadan(req);
    let r: fhir4.FhirResource;
    try {
      r = JSON.parse(teks ?? '') as fhir4.FhirResource;
    } catch {
      return galatSim(400, 'structure', 'Request body is not valid JSON');
    }
    if (!r || typeof r !== 'object' || r.resourceType !== jenis)
      return galatSim(400, 'invalid', `resourceType must be ${jenis}`);
    if (method === 'PUT' && r.id !== id) return galatSim(400, 'invalid', 'Resource id must match the URL');
    const salah = periksaSumber(toko, r, method === 'PUT' ? id : undefined);
    if (salah) return salah;
    const disimpan = {
      ...r,
      id: id ?? randomUUID(),
      meta: { ...(r.meta ?? {}), ...meta() },
    } as fhir4.FhirResource;
    toko.sumber.set(`${jenis}/${disimpan.id}`, disimpan);
    const i = baru.findIndex((x) => x.resourceType === jenis && x.id === disimpan.id);
    if (i >= 0) baru.splice(i, 1, disimpan);
    else baru.push(disimpan);
    return {
      status: method === 'POST' ? 201 : 200,
      isi: disimpan,
      kepala: {
        location: `http://${alamat}/fhir-r4/v1/${jenis}/${disimpan.id}/_history/${disimpan.meta?.versionId}`,
      },
    };
  }

  async function uji(method: string, jalur: string, u: URL, req: http.IncomingMessage): Promise<Jawaban> {
    if (method === 'GET' && jalur === 'sim/sumber') {
      const type = u.searchParams.get('type');
      const sumber = baru.filter((r) => !type || r.resourceType === type);
      return { status: 200, isi: { jumlah: sumber.length, sumber } };
    }
    if (method === 'POST' && jalur === 'sim/gangguan') {
      let isi: { jumlah?: unknown; cara?: unknown };
      try {
        isi = JSON.parse((await bacaBadan(req)) || '{}') as typeof isi;
      } catch {
        return { status: 400, isi: { message: 'Badan permintaan harus JSON' } };
      }
      const jumlah = Number(isi.jumlah ?? 0);
      const cara = String(isi.cara ?? 'CAMPUR').toUpperCase() as CaraGangguan;
      if (!Number.isInteger(jumlah) || jumlah < 0 || !['CAMPUR', 'GAGAL', 'PUTUS', 'DIAM'].includes(cara))
        return {
          status: 400,
          isi: { message: 'jumlah: bilangan bulat ≥ 0; cara: CAMPUR, GAGAL, PUTUS atau DIAM' },
        };
      aturGangguan(jumlah, cara);
      return { status: 200, isi: { jumlah, cara } };
    }
    return { status: 404, isi: { message: 'Tidak ditemukan' } };
  }

  const aturGangguan = (n: number, cara: CaraGangguan = 'CAMPUR') => {
    gangguan = { sisa: n, cara, ke: 0 };
  };

  // The sandbox's people are known from the start, as in SATUSEHAT's sandbox.
  for (const nik of Object.keys(PASIEN_SANDBOX)) orangDariNik('Patient', nik);
  for (const nik of Object.keys(NAKES_SANDBOX)) orangDariNik('Practitioner', nik);
  const host = opsi.host ?? '127.0.0.1';
  await new Promise<void>((r) => server.listen(opsi.port ?? 0, host, r));
  const alamat = `${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${alamat}/fhir-r4/v1`,
    authUrl: `http://${alamat}/oauth2/v1`,
    clientId,
    clientSecret,
    orgId,
    sumber: () => [...baru],
    gangguan: aturGangguan,
    cabutToken: () => tokens.clear(),
    statistik: () => ({ ...hitung }),
    tutup: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
