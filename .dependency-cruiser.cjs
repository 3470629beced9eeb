// Import rules of the API (docs/architecture.md "Layers"), checked by
// apps/api/src/platform/lapisan.test.ts on every `npm test`, or by hand:
//   npx depcruise --config .dependency-cruiser.cjs apps/api/src
//
// The business modules, lowest first. A module may import only the modules before it in this
// list (and platform/, db/client.ts, @rawat/domain); what it needs from a module after it is
// handed in by app.ts (a port), never imported. Cycles inside one module's folders are its own
// business. A new module folder must be placed here before it can import or be imported.
const LAPISAN = [
  'log',
  'akun',
  'auth',
  // The partners' protocols and settings (BPJS's signature and encryption, Antrean RS's reports):
  // what every module reports through the outbox, so they sit below the modules whose events they carry.
  'bpjs',
  // The Ministry's E-Klaim (INA-CBG) port, adapter and settings (in bpjs's partners' table); casemix
  // sits above it and calls it.
  'eklaim',
  'wilayah',
  'katalog',
  'master',
  'pasien',
  // Below the documents it signs: they implement its SumberDokumenTtd; app.ts hands them in.
  'esign',
  'kunjungan',
  'kasir',
  'pelayanan',
  'penunjang',
  'farmasi',
  // The operating theatre: charges through the chart and the cashier; the WS RS reads its schedule.
  'operasi',
  // Bookings and the WS RS BPJS calls: above registration, schedules and the pharmacy it reads.
  'online',
  'rekam-medis',
  'ranap',
  // The delivery room: on the stays ranap admits; below the letters that read its births.
  'bersalin',
  'surat',
  // VClaim's SEP and control letters, SATUSEHAT's resources: they read the visit, the chart, the
  // pharmacy, the lab and the letters; registration reaches the SEP through a port app.ts hands in.
  'vclaim',
  'satusehat',
  // BPJS claims: read the SEP, the coder's codes, the resume, results and the bill; call E-Klaim.
  'casemix',
  // The Ministry's RL reports: read the visits, the coded diagnoses and the ward indicators.
  'laporan',
  // The role dashboards read every module's tables (docs/dashboard.md); nothing reads them.
  'dashboard',
  'admin',
];

const API = '^apps/api/src/';
const MODUL = `${API}modules/`;
// Tests, their factories' harness, the demo seed and the command-line tools wire everything
// together, so they may import anything.
const BEBAS = ['\\.test\\.ts$', `${API}test/`, `${API}cli/`, '^apps/api/seed/'];

const lapisan = LAPISAN.map((modul, i) => {
  const diAtas = LAPISAN.slice(i + 1);
  return {
    name: `lapisan-${modul}`,
    comment: `${modul} may import only the modules below it (${LAPISAN.slice(0, i).join(', ') || 'none'})`,
    severity: 'error',
    from: { path: `${MODUL}${modul}/`, pathNot: BEBAS },
    to: { path: `${MODUL}(${diAtas.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lantai-dasar',
      comment:
        'platform/ and db/ import nothing from a module: what they need is passed in (STYLE.md). ' +
        "The one exception is db/schema.ts, the index that gathers every module's tables for " +
        'drizzle-kit and Drizzle; it holds no code of its own.',
      severity: 'error',
      from: { path: `${API}(platform|db)/`, pathNot: [`${API}db/schema\\.ts$`, ...BEBAS] },
      to: { path: MODUL },
    },
    {
      name: 'indeks-skema',
      comment:
        "db/schema.ts gathers every module's tables (and db/rujukan.ts reads it), so a module " +
        'importing either would depend on every module above it; app.ts hands in what is needed.',
      severity: 'error',
      from: { path: MODUL, pathNot: BEBAS },
      to: { path: `${API}db/(schema|rujukan)\\.ts$` },
    },
    {
      name: 'modul-tanpa-lapisan',
      comment: 'Every module folder has its place in LAPISAN (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: `${API}`, pathNot: BEBAS },
      to: { path: `${MODUL}(?!(${LAPISAN.join('|')})/)[^/]+/` },
    },
    ...lapisan,
  ],
  options: {
    includeOnly: '^apps/api/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from a module above is still a dependency on it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
