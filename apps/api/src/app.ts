import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { authApi, type JenisDokumenTtd, teksAkses } from '@rawat/domain';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { rujukanPasien } from './db/rujukan.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { PENAMA_ENTITAS } from './modules/admin/nama-entitas.ts';
import { akunRoutes } from './modules/akun/akun.routes.ts';
import { perangkatRoutes } from './modules/akun/perangkat.routes.ts';
import { cariPerangkat } from './modules/akun/perangkat.service.ts';
import { cariSesi, SESSION_COOKIE } from './modules/akun/sesi.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bersalinRoutes } from './modules/bersalin/bersalin.routes.ts';
import { pengirimBpjsAntrean } from './modules/bpjs/antrean/pengirim.ts';
import { bpjsRoutes } from './modules/bpjs/bpjs.routes.ts';
import { casemixRoutes } from './modules/casemix/casemix.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { eklaimRoutes } from './modules/eklaim/eklaim.routes.ts';
import {
  klienEklaim,
  pasangKunciIndukEklaim,
  pengaturanKlaimEklaim,
} from './modules/eklaim/eklaim.service.ts';
import type { SumberDokumenTtd } from './modules/esign/dokumen.ts';
import { esignRoutes } from './modules/esign/esign.routes.ts';
import type { PenyediaTtd } from './modules/esign/penyedia.ts';
import { penyediaTilaka } from './modules/esign/tilaka/penyedia-tilaka.ts';
import { aksesRoutes } from './modules/farmasi/akses/akses.routes.ts';
import { farmasiRoutes } from './modules/farmasi/farmasi.routes.ts';
import { penjualanUntukKasir } from './modules/farmasi/penjualan/penjualan.kasir.ts';
import { resepUntukKasir } from './modules/farmasi/resep/resep.kasir.ts';
import { kasirRoutes } from './modules/kasir/kasir.routes.ts';
import { tagihanPendaftaran } from './modules/kasir/pendaftaran.kasir.ts';
import { katalogRoutes } from './modules/katalog/katalog.routes.ts';
import { kunjunganRoutes } from './modules/kunjungan/kunjungan.routes.ts';
import { layananBentrokGabung } from './modules/kunjungan/pasien.gabung.ts';
import { laporanRlRoutes } from './modules/laporan/rl/rl.routes.ts';
import { logRoutes } from './modules/log/log.routes.ts';
import { masterRoutes } from './modules/master/master.routes.ts';
import { anjunganRoutes } from './modules/online/anjungan.routes.ts';
import { bookingRoutes } from './modules/online/booking.routes.ts';
import { layarRoutes } from './modules/online/layar.routes.ts';
import { lingkupPerangkat } from './modules/online/layar.service.ts';
import { wsRoutes } from './modules/online/ws.routes.ts';
import { kamarOperasiRoutes } from './modules/operasi/kamar-operasi.routes.ts';
import { operasiRoutes } from './modules/operasi/operasi.routes.ts';
import { sumberLaporanOperasi } from './modules/operasi/operasi.ttd.ts';
import { pasienRoutes } from './modules/pasien/pasien.routes.ts';
import { klinisRoutes } from './modules/pelayanan/klinis.routes.ts';
import { pelayananRoutes } from './modules/pelayanan/pelayanan.routes.ts';
import { tindakanUntukKasir } from './modules/pelayanan/tindakan.kasir.ts';
import { laborRoutes } from './modules/penunjang/labor/labor.routes.ts';
import { sumberHasilLab } from './modules/penunjang/labor/labor.ttd.ts';
import { orderUntukKasir } from './modules/penunjang/order.kasir.ts';
import { orderRoutes } from './modules/penunjang/order.routes.ts';
import { radiologiRoutes } from './modules/penunjang/radiologi/radiologi.routes.ts';
import { sumberEkspertise } from './modules/penunjang/radiologi/radiologi.ttd.ts';
import { ranapRoutes } from './modules/ranap/ranap.routes.ts';
import { ranapUntukKasir } from './modules/ranap/tagihan/tagihan.kasir.ts';
import { kelengkapanRoutes } from './modules/rekam-medis/kelengkapan/kelengkapan.routes.ts';
import { kodingRoutes } from './modules/rekam-medis/koding/koding.routes.ts';
import { rekamMedisRoutes } from './modules/rekam-medis/rekam-medis.routes.ts';
import { sumberResume } from './modules/rekam-medis/resume.ttd.ts';
import { ujiSatusehat } from './modules/satusehat/klien.ts';
import { pengirimSatusehat } from './modules/satusehat/pengirim.ts';
import { suratKontrolAnjungan } from './modules/surat/surat.anjungan.ts';
import { suratRoutes } from './modules/surat/surat.routes.ts';
import { sumberSurat } from './modules/surat/surat.ttd.ts';
import { pengirimBpjsVclaim } from './modules/vclaim/sep.pengirim.ts';
import { portSepPendaftaran, portSepRanap } from './modules/vclaim/sep.port.ts';
import { vclaimRoutes } from './modules/vclaim/vclaim.routes.ts';
import { wilayahRoutes } from './modules/wilayah/wilayah.routes.ts';
import { type KunciAudit, kunciAcak } from './platform/audit-kunci.ts';
import { errorHandler } from './platform/error-handler.ts';
import { enforceRoutePermissions, installGuard } from './platform/guard.ts';
import type { App, Deps } from './platform/http.ts';
import { pasangJawabanTahan } from './platform/jawaban-tahan.ts';
import { keamanan } from './platform/keamanan.ts';
import { type DaftarPengirim, kirimSekarangDengan } from './platform/outbox.pekerja.ts';
import { rute } from './platform/rute.ts';

export interface BuildOptions {
  db: Db;
  /** The replica for reports and dashboards (DATABASE_READ_URL); left out, they read `db`. */
  dbBaca?: Db;
  config: Config;
  /**
   * The activity log chain's key (platform/audit-kunci.ts), never stored in the database. main.ts
   * always passes it; left out (tests, tools) the verification uses a key of this process alone.
   */
  kunciAudit?: KunciAudit;
  /**
   * The master key that encrypts e-signature private keys at rest (docs/esign.md), never stored in
   * the database; main.ts loads it, tests and tools get a key of this process alone.
   */
  kunciInduk?: Buffer;
  /** The e-signature provider; left out, Tilaka when configured, else the facility's own CA. */
  penyediaTtd?: PenyediaTtd | null;
  /** Root certificates of the provider, trusted when verifying what it signed. */
  akarPenyediaTtd?: string[];
  now?: () => Date;
  logger?: boolean;
}

/**
 * Every kind of signable document and the module that owns it, handed to the e-sign module below
 * them (docs/esign.md).
 */
const SUMBER_DOKUMEN_TTD: ReadonlyMap<JenisDokumenTtd, SumberDokumenTtd> = new Map(
  [sumberSurat, sumberResume, sumberHasilLab, sumberEkspertise, sumberLaporanOperasi].map(
    (s) => [s.jenis, s] as const,
  ),
);

/** The whole HTTP surface. Tests call it with a fresh database and use app.inject. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: opts.logger ? { level: opts.config.production ? 'info' : 'warn' } : false,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const deps: Deps = {
    db: opts.db,
    dbBaca: opts.dbBaca ?? opts.db,
    config: opts.config,
    now: opts.now ?? (() => new Date()),
  };
  // Encrypts e-signature keys and partners' secrets at rest; one key for the whole process.
  const kunciInduk = opts.kunciInduk ?? randomBytes(32);
  // E-Klaim's stored Encryption Key is opened with it wherever the casemix module holds only the Db.
  pasangKunciIndukEklaim(opts.db, kunciInduk);
  // The desk's SEP is sent at once through the outbox's own lease and senders (docs/vclaim.md),
  // with a shorter wait than the worker's: a clerk with a patient in front of them is not kept
  // 30 s by a BPJS that hangs (what did not answer stays in the outbox for the worker).
  const BATAS_MEJA_MS = 8_000;
  const kirimSekarang = kirimSekarangDengan({
    db: opts.db,
    now: deps.now,
    pengirim: pengirimOutbox({ db: opts.db, kunciInduk, batasWaktuMs: BATAS_MEJA_MS }),
    log: app.log,
  });
  const depsSep = { db: opts.db, kunciInduk, kirimSekarang, batasWaktuMs: BATAS_MEJA_MS };
  const sep = portSepPendaftaran(depsSep);
  const sepRanap = portSepRanap(depsSep);

  app.setValidatorCompiler(validatorCompiler);
  // A stored value outside its list answers null and is logged, never a 500 (platform/jawaban-tahan.ts).
  pasangJawabanTahan(app);
  app.setErrorHandler(errorHandler);
  enforceRoutePermissions(app);
  await app.register(cookie);
  await app.register(keamanan, opts.config);
  // Compression only where a route asks for it (the 2 MB OpenAPI document): the API's everyday
  // answers are small, and the web build is served pre-compressed (below).
  await app.register(compress, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rawat API',
        version: '1',
        description:
          'API SIMRS Rawat. Setiap operasi menyebut izin yang dibutuhkan (x-permission). Sesi memakai cookie httpOnly rawat_sesi.',
      },
      servers: [{ url: '/' }],
    },
    transform: (args) => {
      const out = jsonSchemaTransform(args);
      const permission = args.route.config?.permission;
      if (!permission) return out;
      const izin =
        permission === 'public'
          ? 'publik'
          : permission === 'authenticated'
            ? 'pengguna yang login'
            : permission === 'perangkat'
              ? 'perangkat terdaftar (Authorization: Perangkat <token>)'
              : teksAkses(permission).replaceAll(' | ', ' atau ');
      return {
        ...out,
        schema: { ...out.schema, description: `Izin: ${izin}`, 'x-permission': teksAkses(permission) },
      };
    },
  });
  installGuard(app, deps, { cookie: SESSION_COOKIE, cariSesi }, { cariPerangkat });

  await app.register(
    async (api) => {
      const v1 = api as unknown as App;
      await authRoutes(v1, deps);
      await akunRoutes(v1, deps);
      // Partners' settings (SATUSEHAT's connection test handed in) and the outbox dashboard (docs/outbox.md).
      await bpjsRoutes(v1, {
        ...deps,
        bpjs: { kunciInduk },
        ujiSatusehat: () => ujiSatusehat({ db: deps.db, kunciInduk }),
      });
      // E-Klaim (INA-CBG) settings and connection test (docs/eklaim.md).
      await eklaimRoutes(v1, { ...deps, eklaim: { kunciInduk } });
      // Kiosks and TV screens (docs/perangkat.md): the clinics and depots they show are handed in.
      await perangkatRoutes(v1, { ...deps, lingkup: lingkupPerangkat });
      await layarRoutes(v1, deps);
      // The kiosk registers through the desk's services; the letters module (above) finds control letters.
      await anjunganRoutes(v1, {
        ...deps,
        anjungan: { tagihan: tagihanPendaftaran, suratKontrol: suratKontrolAnjungan },
      });
      // The log sits below every module; the names of what its rows point at are handed in.
      await logRoutes(v1, {
        ...deps,
        kunciAudit: opts.kunciAudit ?? kunciAcak(),
        penamaEntitas: PENAMA_ENTITAS,
      });
      await adminRoutes(v1, deps);
      await dashboardRoutes(v1, deps);
      await aksesRoutes(v1, deps);
      await farmasiRoutes(v1, deps);
      // The cashier sits below the modules that charge it; what it reads of theirs is handed in.
      await kasirRoutes(v1, {
        ...deps,
        kasir: {
          penjualan: penjualanUntukKasir,
          tindakan: tindakanUntukKasir,
          tertunda: [orderUntukKasir, resepUntukKasir],
          ranap: ranapUntukKasir,
        },
      });
      await katalogRoutes(v1, deps);
      await masterRoutes(v1, deps);
      await pasienRoutes(v1, {
        ...deps,
        gabung: { rujukan: rujukanPasien, layananBentrok: layananBentrokGabung },
      });
      // Registration makes a BPJS visit's SEP through the vclaim module's port.
      await kunjunganRoutes(v1, { ...deps, tagihan: tagihanPendaftaran, sep });
      await pelayananRoutes(v1, deps);
      await klinisRoutes(v1, deps);
      await rekamMedisRoutes(v1, deps);
      await kodingRoutes(v1, deps);
      await kelengkapanRoutes(v1, deps);
      await orderRoutes(v1, deps);
      await laborRoutes(v1, deps);
      await radiologiRoutes(v1, deps);
      await ranapRoutes(v1, { ...deps, sepRanap });
      await operasiRoutes(v1, deps);
      await kamarOperasiRoutes(v1, deps);
      await bersalinRoutes(v1, deps);
      // BPJS claims (docs/casemix.md): the cashier's bill through its ports, E-Klaim through its client.
      await casemixRoutes(v1, {
        ...deps,
        casemix: {
          kasir: {
            penjualan: penjualanUntukKasir,
            tindakan: tindakanUntukKasir,
            tertunda: [orderUntukKasir, resepUntukKasir],
            ranap: ranapUntukKasir,
          },
          eklaim: () => klienEklaim(opts.db),
          coderNik: async () => (await pengaturanKlaimEklaim(opts.db))?.coderNik || null,
        },
      });
      await laporanRlRoutes(v1, deps);
      await bookingRoutes(v1, deps);
      await vclaimRoutes(v1, { ...deps, vclaim: { kunciInduk, kirimSekarang } });
      // The document is built once, on the first request (main.ts asks for it right after listening).
      rute(v1, authApi.openapi, async (_req, reply) =>
        reply.type('application/json; charset=utf-8').compress(JSON.stringify(app.swagger())),
      );
    },
    { prefix: '/api/v1' },
  );
  // Letters and e-signatures: the certificate/letter API of spec §7 (docs/architecture.md).
  const tilaka = opts.config.tilaka;
  await app.register(
    async (api) => {
      await esignRoutes(api as unknown as App, {
        ...deps,
        esign: {
          kunciInduk,
          penyedia:
            opts.penyediaTtd !== undefined
              ? opts.penyediaTtd
              : tilaka
                ? penyediaTilaka({
                    url: tilaka.url,
                    clientId: tilaka.clientId,
                    clientSecret: tilaka.clientSecret,
                  })
                : null,
          akarPenyedia: opts.akarPenyediaTtd ?? [],
          sumber: SUMBER_DOKUMEN_TTD,
        },
      });
    },
    { prefix: '/api/surat/v1' },
  );
  await app.register((api) => wilayahRoutes(api as unknown as App, deps), { prefix: '/api/wilayah' });
  // BPJS's WS RS for Mobile JKN (docs/antrean-online.md): its own token and envelope.
  await app.register((api) => wsRoutes(api as unknown as App, deps), { prefix: '/api/antrian/v1' });
  await app.register((api) => suratRoutes(api as unknown as App, deps), { prefix: '/api/surat/v1' });

  await serveWeb(app, opts.config);
  return app;
}

/**
 * The outbox's senders, one per partner (docs/outbox.md): the worker main.ts starts, and tests
 * (test/harness.ts), deliver through them. The platform's worker knows no partner itself.
 */
export function pengirimOutbox(p: { db: Db; kunciInduk: Buffer; batasWaktuMs?: number }): DaftarPengirim {
  return {
    BPJS_ANTREAN: pengirimBpjsAntrean(p),
    BPJS_VCLAIM: pengirimBpjsVclaim(p),
    SATUSEHAT: pengirimSatusehat(p),
  };
}

/** The built web app with the SPA fallback; API paths that match nothing answer a JSON 404. */
async function serveWeb(app: App, config: Config) {
  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const baca = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || !baca || !hasWeb) {
      return reply.status(404).send({ message: 'Alamat tidak ditemukan', code: 'TIDAK_DITEMUKAN' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
