/// <reference types="fhir" />
import { namaBergelar } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { ruangan } from '../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { LewatiSatusehat, TolakSatusehat } from './bahan/sql.ts';
import { location } from './fhir/lokasi.ts';
import { organizationUnit } from './fhir/organisasi.ts';
import { type Fasilitas, fasilitas, type Rujukan } from './fhir/umum.ts';
import type { KlienSatusehat } from './klien.ts';
import { satusehatId } from './satusehat.tables.ts';
import { SISTEM } from './sistem.ts';

/*
 * How the sender turns our uids into SATUSEHAT's ids (docs/satusehat.md "Pengiriman per
 * kunjungan"): satusehat_id first; a patient or practitioner by NIK; a clinic's Organization and
 * its Location by our identifier, created once; anything else must have been delivered earlier in
 * the visit's order.
 */

/** What the builders' inputs need resolved, for one message. */
export interface Penentu {
  readonly f: Fasilitas;
  readonly klien: KlienSatusehat;
  /** The patient's IHS number; refused when the patient has no NIK or SATUSEHAT does not know it. */
  pasien(uid: string): Promise<Rujukan>;
  /** A practitioner's IHS number, refused likewise. */
  praktisi(uid: string): Promise<Rujukan>;
  /** The same, or null where a practitioner is only a nicety (who measured a vital sign). */
  praktisiBila(uid: string | null): Promise<Rujukan | null>;
  /** The clinic's Location, managed by the clinic's own Organization; both created the first time. */
  lokasi(poliUid: string): Promise<Rujukan>;
  /** An inpatient ward's Location (ruangan), managed by the inpatient unit's Organization (`poliUid`). */
  bangsal(ruanganUid: string, poliUid: string): Promise<Rujukan>;
  /** The id of something delivered earlier (an Encounter, a ServiceRequest…); refused if none. */
  id(jenis: string, uidLokal: string, nama?: string | null, apa?: string): Promise<Rujukan>;
  idBila(jenis: string, uidLokal: string, nama?: string | null): Promise<Rujukan | null>;
  /** The id of a resource found by our identifier (`system|value`), or null. */
  cariIdentifier(jenis: string, identifier: fhir4.Identifier): Promise<string | null>;
}

export async function idTersimpan(db: DbOrTx, jenis: string, uidLokal: string): Promise<string | null> {
  const [r] = await db
    .select({ id: satusehatId.id_satusehat })
    .from(satusehatId)
    .where(and(eq(satusehatId.jenis, jenis), eq(satusehatId.uid_lokal, uidLokal)));
  return r?.id ?? null;
}

/** Records what SATUSEHAT calls our row; the first id recorded stays (a retry never replaces it). */
export async function catatId(db: DbOrTx, jenis: string, uidLokal: string, id: string): Promise<void> {
  await db
    .insert(satusehatId)
    .values({ jenis, uid_lokal: uidLokal, id_satusehat: id })
    .onConflictDoNothing({ target: [satusehatId.jenis, satusehatId.uid_lokal] });
}

const idPertama = (b: fhir4.Bundle): string | null => {
  for (const e of b.entry ?? []) if (e.resource?.id) return e.resource.id;
  return null;
};

/** Find-or-create of a clinic's Organization and Location under way in this process, by org|poli. */
const unitBerjalan = new Map<string, Promise<Rujukan>>();

export function buatPenentu(db: DbOrTx, klien: KlienSatusehat): Penentu {
  const f = fasilitas(klien.orgId);
  const tembolok = new Map<string, Rujukan>();

  async function cariSumber(jenis: string, i: fhir4.Identifier): Promise<fhir4.FhirResource | null> {
    if (!i.system || !i.value) return null;
    const b = await klien.cari(jenis, { identifier: `${i.system}|${i.value}` });
    return b.entry?.find((e) => e.resource?.id)?.resource ?? null;
  }

  async function cariIdentifier(jenis: string, i: fhir4.Identifier): Promise<string | null> {
    return (await cariSumber(jenis, i))?.id ?? null;
  }

  /**
   * A clinic's own Organization (partOf the facility), then its Location managed by it; each found
   * by our identifier or created once, its id recorded under the poli's uid.
   */
  async function unit(poliUid: string): Promise<Rujukan> {
    const [p] = await db
      .select({ nama: poli.nama, lokasi: poli.lokasi, keterangan: poli.keterangan })
      .from(poli)
      .where(eq(poli.uid, poliUid));
    if (!p) throw new LewatiSatusehat(`poli ${poliUid} tidak ada lagi`);
    const ruang = (org: string) =>
      location(f, {
        uid: poliUid,
        nama: p.nama,
        keterangan: p.lokasi ?? p.keterangan,
        organisasi: { id: org, nama: p.nama },
      });
    let idLokasi = await idTersimpan(db, 'Location', poliUid);
    let idOrg = await idTersimpan(db, 'Organization', poliUid);
    if (!idOrg) {
      const o = organizationUnit(f, { uid: poliUid, nama: p.nama });
      idOrg = (await cariIdentifier('Organization', o.identifier?.[0] ?? {})) ?? (await klien.buat(o)).id;
      // A Location recorded before clinics had their own Organization is managed by the facility:
      // moved under the clinic once, by a PUT of the whole resource (the same PUT twice changes
      // nothing), before the Organization is recorded so that a failed PUT is tried again.
      if (idLokasi) await klien.ganti({ ...ruang(idOrg), id: idLokasi });
      await catatId(db, 'Organization', poliUid, idOrg);
    }
    if (!idLokasi) {
      const r = ruang(idOrg);
      const ada = await cariSumber('Location', r.identifier?.[0] ?? {});
      if (ada?.id) {
        idLokasi = ada.id;
        // Found rather than created: one made before clinics had an Organization moves likewise.
        const dikelola = ada.resourceType === 'Location' ? ada.managingOrganization?.reference : undefined;
        if (dikelola !== `Organization/${idOrg}`) await klien.ganti({ ...r, id: idLokasi });
      } else idLokasi = (await klien.buat(r)).id;
      await catatId(db, 'Location', poliUid, idLokasi);
    }
    return { id: idLokasi, nama: p.nama };
  }

  /** Patient or Practitioner: satusehat_id, else SATUSEHAT's search by NIK (the IHS number is kept). */
  async function orang(
    jenis: 'Patient' | 'Practitioner',
    uid: string,
    baca: () => Promise<{ nama: string; nik: string | null } | null>,
  ): Promise<Rujukan> {
    const kunci = `${jenis}:${uid}`;
    const ada = tembolok.get(kunci);
    if (ada) return ada;
    const o = await baca();
    if (!o) throw new LewatiSatusehat(`${jenis === 'Patient' ? 'pasien' : 'pegawai'} ${uid} tidak ada lagi`);
    const siapa = jenis === 'Patient' ? `Pasien ${o.nama}` : `Tenaga kesehatan ${o.nama}`;
    const halaman = jenis === 'Patient' ? 'data pasien' : 'Master Pegawai';
    let id = await idTersimpan(db, jenis, uid);
    if (!id) {
      if (!o.nik || !/^\d{16}$/.test(o.nik))
        throw new TolakSatusehat(
          `${siapa} belum punya NIK yang sah: isi NIK di ${halaman}, lalu kirim ulang pesan ini`,
        );
      id = idPertama(await klien.cari(jenis, { identifier: `${SISTEM.nik}|${o.nik}` }));
      if (!id)
        throw new TolakSatusehat(
          `${siapa}: NIK ${o.nik} tidak ditemukan di SATUSEHAT; periksa NIK di ${halaman}, lalu kirim ulang`,
        );
      await catatId(db, jenis, uid, id);
    }
    const r = { id, nama: o.nama };
    tembolok.set(kunci, r);
    return r;
  }

  const bacaPasien = async (uid: string) => {
    const [p] = await db
      .select({ nama: pasien.nama, nik: pasien.nik })
      .from(pasien)
      .where(eq(pasien.uid, uid));
    return p ?? null;
  };
  const bacaPegawai = async (uid: string) => {
    const [p] = await db
      .select({
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
        nik: pegawai.nik,
      })
      .from(pegawai)
      .where(eq(pegawai.uid, uid));
    return p ? { nama: namaBergelar(p), nik: p.nik } : null;
  };

  const penentu: Penentu = {
    f,
    klien,
    pasien: (uid) => orang('Patient', uid, () => bacaPasien(uid)),
    praktisi: (uid) => orang('Practitioner', uid, () => bacaPegawai(uid)),
    async praktisiBila(uid) {
      if (!uid) return null;
      try {
        return await penentu.praktisi(uid);
      } catch (err) {
        if (err instanceof TolakSatusehat || err instanceof LewatiSatusehat) return null;
        throw err;
      }
    },
    lokasi(poliUid) {
      // Messages of different visits are sent side by side: the first ones at a new clinic share
      // one find-or-create rather than each making an Organization and a Location.
      const kunci = `${f.orgId}|${poliUid}`;
      const jalan = unitBerjalan.get(kunci);
      if (jalan) return jalan;
      const baru = unit(poliUid).finally(() => unitBerjalan.delete(kunci));
      unitBerjalan.set(kunci, baru);
      return baru;
    },
    async bangsal(ruanganUid, poliUid) {
      const [r] = await db
        .select({ nama: ruangan.nama, lantai: ruangan.lantai, keterangan: ruangan.keterangan })
        .from(ruangan)
        .where(eq(ruangan.uid, ruanganUid));
      if (!r) throw new LewatiSatusehat(`ruangan ${ruanganUid} tidak ada lagi`);
      let id = await idTersimpan(db, 'Location', ruanganUid);
      if (!id) {
        // The inpatient unit's Organization first (made with the unit's own Location, once).
        await penentu.lokasi(poliUid);
        const org = await idTersimpan(db, 'Organization', poliUid);
        if (!org) throw new LewatiSatusehat(`Organization unit ${poliUid} belum tercatat`);
        const b = location(
          f,
          {
            uid: ruanganUid,
            nama: r.nama,
            keterangan: [r.lantai, r.keterangan].filter(Boolean).join(', ') || null,
            organisasi: { id: org, nama: 'Rawat Inap' },
          },
          'bangsal',
        );
        id = (await cariIdentifier('Location', b.identifier?.[0] ?? {})) ?? (await klien.buat(b)).id;
        await catatId(db, 'Location', ruanganUid, id);
      }
      return { id, nama: r.nama };
    },
    async id(jenis, uidLokal, nama, apa) {
      const r = await penentu.idBila(jenis, uidLokal, nama);
      if (r) return r;
      throw new TolakSatusehat(
        `${apa ?? jenis} belum tercatat di SATUSEHAT (${jenis.split(':')[0]} ${uidLokal}); kirim ulang pesan sebelumnya dahulu`,
      );
    },
    async idBila(jenis, uidLokal, nama) {
      const id = await idTersimpan(db, jenis, uidLokal);
      return id ? { id, nama: nama ?? null } : null;
    },
    cariIdentifier,
  };
  return penentu;
}
