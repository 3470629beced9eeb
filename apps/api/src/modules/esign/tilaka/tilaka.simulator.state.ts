/*
 * What the simulator remembers (in memory, dying with it) and the life of a registration:
 * waiting, approved with a certificate, or rejected.
 */
import { terbitkanSertifikat } from '../pki/ca.ts';
import type { Kredensial } from '../pki/pki.types.ts';
import type { OpsiSimulatorTilaka } from './tilaka.simulator.ts';

export interface Pengguna {
  registerId: string;
  nama: string;
  nik: string;
  email: string;
  tilakaName: string;
  status: 'MENUNGGU' | 'AKTIF' | 'DITOLAK';
  alasan: string;
  cek: number;
  sertifikat: (Kredensial & { serial: string; mulai: Date; sampai: Date; subjek: string }) | null;
}

export interface Permintaan {
  requestId: string;
  user: string;
  pdf: { filename: string; posisi: Posisi[]; hasil: string | null }[];
  status: 'UNAUTHORIZED' | 'AUTHORIZED' | 'PROCESS' | 'DONE' | 'FAILED' | 'DENIED';
  pinSalah: number;
}

export interface Posisi {
  width: number;
  height: number;
  coordinate_x: number;
  coordinate_y: number;
  page_number: number;
  reason: string;
  location: string;
}

export interface Keadaan {
  opsi: OpsiSimulatorTilaka;
  sekarang: () => Date;
  /** The simulator's root CA, issuer of every approved user's certificate. */
  ca: Kredensial;
  pinBenar: string;
  /** The simulator's own base URL, known once it listens. */
  url: string;
  uuidTerbit: Set<string>;
  /** By register_id. */
  pengguna: Map<string, Pengguna>;
  /** Uploaded PDFs by the filename handed back. */
  berkas: Map<string, Buffer>;
  permintaan: Map<string, Permintaan>;
  /** Signed PDFs by presigned-URL token. */
  unduhan: Map<string, { pdf: Buffer; sampai: number }>;
  pewaktu: Set<NodeJS.Timeout>;
  penggunaDariNama(nama: string): Pengguna | undefined;
  aktifkan(p: Pengguna): Promise<void>;
  setujui(id: string): void;
  tolak(id: string, alasan: string): void;
  tilakaNameBaru(nama: string): string;
}

export function buatKeadaan(d: { opsi: OpsiSimulatorTilaka; sekarang: () => Date; ca: Kredensial }): Keadaan {
  const { sekarang, ca } = d;
  const pengguna = new Map<string, Pengguna>();

  const penggunaDariNama = (nama: string) => [...pengguna.values()].find((p) => p.tilakaName === nama);

  async function aktifkan(p: Pengguna) {
    if (p.status !== 'MENUNGGU') return;
    p.status = 'AKTIF';
    const c = await terbitkanSertifikat(
      ca,
      { nama: p.nama, nik: p.nik, email: p.email, organisasi: 'Tilaka Simulator' },
      { sekarang: sekarang(), hari: 365 },
    );
    p.sertifikat = { ...c, mulai: c.berlakuMulai, sampai: c.berlakuSampai };
  }

  // Approval issues a certificate (async); the status answers "in progress" until it is there.
  function setujui(id: string) {
    const p = pengguna.get(id);
    if (!p) throw new Error(`Simulator Tilaka: pendaftaran ${id} tidak ada`);
    aktifkan(p).catch((err: unknown) => {
      p.status = 'DITOLAK';
      p.alasan = `Sertifikat gagal diterbitkan: ${String(err)}`;
    });
  }

  function tolak(id: string, alasan: string) {
    const p = pengguna.get(id);
    if (!p) throw new Error(`Simulator Tilaka: pendaftaran ${id} tidak ada`);
    p.status = 'DITOLAK';
    p.alasan = alasan;
  }

  function tilakaNameBaru(nama: string): string {
    const dasar = (nama.toLowerCase().replace(/[^a-z]/g, '') || 'pengguna').slice(0, 12);
    for (let n = 1; ; n++) {
      const calon = `${dasar}${String(n).padStart(2, '0')}`;
      if (!penggunaDariNama(calon)) return calon;
    }
  }

  return {
    opsi: d.opsi,
    sekarang,
    ca,
    pinBenar: d.opsi.pin ?? '123456',
    url: '',
    uuidTerbit: new Set<string>(),
    pengguna,
    berkas: new Map<string, Buffer>(),
    permintaan: new Map<string, Permintaan>(),
    unduhan: new Map<string, { pdf: Buffer; sampai: number }>(),
    pewaktu: new Set<NodeJS.Timeout>(),
    penggunaDariNama,
    aktifkan,
    setujui,
    tolak,
    tilakaNameBaru,
  };
}
