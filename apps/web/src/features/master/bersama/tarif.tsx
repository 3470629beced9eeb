import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ApiMaster, type ApiTarif, formatRupiah, type KelasTarif } from '@rawat/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { useConfirm } from '../../../ui/confirm.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { TarifDialog } from './TarifDialog.tsx';

/** A procedure, exam, lab test or package as the price dialog needs it. */
export interface ItemTarif {
  uid: string;
  kode: string;
  nama: string;
  status: string;
}

/** The price column of priced masters: the general outpatient price in force today. */
export function KolomTarif({ jumlah }: { jumlah: number | null }) {
  return jumlah === null ? (
    <Typography variant="body2" color="text.secondary">
      Belum diatur
    </Typography>
  ) : (
    formatRupiah(jumlah)
  );
}

/** A list column showing `tarif_umum_rj` under the given header. */
export function kolomTarif<T extends { tarif_umum_rj: number | null }>(header: string): DataTableColumn<T> {
  return {
    key: 'tarif',
    header,
    align: 'right',
    render: (r) => <KolomTarif jumlah={r.tarif_umum_rj} />,
  };
}

export interface TarifMasterOpsi {
  /** The items' master list with its price contracts (`tindakanApi`). */
  api: ApiMaster & ApiTarif;
  /** The item's name in sentences ('Tindakan', 'Pemeriksaan', 'Paket'). */
  label: string;
  /** May the user set prices (else the dialog is read-only and no offer is made after a create). */
  bolehUbah: boolean;
  /** Room classes offered (default all). */
  kelas?: readonly KelasTarif[];
}

export interface TarifMaster {
  /** The 'Tarif' row button, for MasterPage `aksiTambahan`. */
  aksiTarif: (item: ItemTarif) => ReactNode;
  /** Offers to price a record just created, for MasterPage `setelahBaru`. */
  tawarkanTarif: (item: ItemTarif) => Promise<void>;
  /** The price dialog, rendered next to the MasterPage. */
  dialogTarif: ReactNode;
}

/**
 * Prices of a master list: the 'Tarif' row button, the offer to price a new record right away (it
 * cannot be billed until it has a price) and the price dialog they open.
 */
export function useTarifMaster({ api, label, bolehUbah, kelas }: TarifMasterOpsi): TarifMaster {
  const confirm = useConfirm();
  const [item, setItem] = useState<ItemTarif | null>(null);
  const labelKecil = label.toLowerCase();

  const tawarkanTarif = useCallback(
    async (t: ItemTarif) => {
      if (!bolehUbah) return;
      const ok = await confirm({
        title: 'Atur tarif sekarang?',
        message: (
          <>
            {label} <b>{`${t.kode} – ${t.nama}`}</b> belum memiliki tarif, sehingga belum dapat ditagihkan.
          </>
        ),
        confirmLabel: 'Atur Tarif',
        cancelLabel: 'Nanti Saja',
      });
      if (ok) setItem(t);
    },
    [confirm, bolehUbah, label],
  );

  const aksiTarif = useCallback(
    (t: ItemTarif) => (
      <Tooltip title="Tarif">
        <IconButton size="small" aria-label={`Tarif ${labelKecil} ${t.kode}`} onClick={() => setItem(t)}>
          <RequestQuoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [labelKecil],
  );

  const dialogTarif = (
    <TarifDialog
      item={item}
      api={api}
      kelas={kelas}
      onClose={() => setItem(null)}
      bolehUbah={bolehUbah && item?.status === 'AKTIF'}
    />
  );

  return { aksiTarif, tawarkanTarif, dialogTarif };
}
