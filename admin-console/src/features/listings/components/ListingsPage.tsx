import { useState } from 'react';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { useSnackbar } from 'notistack';
import { ADMIN_COPY, COPY, LISTING_TERM_COPY, imageUploadFailed } from '@swagdrop/model';
import ConfirmDialog from '../../../components/ConfirmDialog';
import PageHeading from '../../../components/PageHeading';
import { callableErrorMessage, uploadPendingImage } from '@swagdrop/firebase-web';
import { useDeleteListing } from '../api/delete-listing';
import { useExtendListing } from '../api/extend-listing';
import { useListings, type AdminListing } from '../api/get-listings';
import {
  expiryToSave,
  toListingInput,
  useSaveListing,
  type ListingFormValues,
} from '../api/save-listing';
import ListingFormDialog from './ListingFormDialog';
import ListingsTable from './ListingsTable';

/**
 * /admin/listings (docs/product-rules.md#listings): the grid, the create/edit modal, the delete
 * confirmation and 'Extend 90 days' for a listing with an end.
 */
export default function ListingsPage() {
  const listings = useListings();
  const [form, setForm] = useState<{ open: boolean; listing: AdminListing | null }>({
    open: false,
    listing: null,
  });
  const [toDelete, setToDelete] = useState<AdminListing | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveListing();
  const remove = useDeleteListing();
  const extend = useExtendListing();
  const [extendingId, setExtendingId] = useState<string | null>(null);
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  const upload = async (file: File): Promise<string | null> => {
    setUploading(true);
    const toast = enqueueSnackbar(COPY.uploadingImage, { variant: 'info', persist: true });
    try {
      return await uploadPendingImage(file, file.type);
    } catch (err) {
      console.error(err);
      const message = err instanceof Error ? err.message : String(err);
      enqueueSnackbar(imageUploadFailed(message), { variant: 'error' });
      return null;
    } finally {
      closeSnackbar(toast);
      setUploading(false);
    }
  };

  const onSubmit = async (values: ListingFormValues) => {
    let imageUrl = values.image_url;
    if (values.image_mode === 'upload' && values.image_file) {
      const uploaded = await upload(values.image_file);
      if (!uploaded) return;
      imageUrl = uploaded;
    }
    const id = form.listing?.id ?? null;
    try {
      await save.mutateAsync({
        id,
        listing: toListingInput(values, imageUrl),
        expires_at: expiryToSave(values, form.listing),
      });
      enqueueSnackbar(id ? COPY.listingUpdated : COPY.listingCreated, { variant: 'success' });
      setForm({ open: false, listing: null });
    } catch (err) {
      enqueueSnackbar(callableErrorMessage(err, COPY.failedToSaveListing), { variant: 'error' });
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ id: toDelete.id });
      enqueueSnackbar(COPY.listingDeleted, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(callableErrorMessage(err, COPY.failedToDeleteListing), { variant: 'error' });
    } finally {
      setToDelete(null);
    }
  };

  // The grid updates itself through its listener once the function has written.
  const onExtend = async (listing: AdminListing) => {
    setExtendingId(listing.id);
    try {
      await extend.mutateAsync({ id: listing.id });
      enqueueSnackbar(LISTING_TERM_COPY.extended, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(callableErrorMessage(err, LISTING_TERM_COPY.extendFailed), {
        variant: 'error',
      });
    } finally {
      setExtendingId(null);
    }
  };

  return (
    <>
      <PageHeading
        title="Manage Listings"
        subtitle="Create, edit and remove swag listings."
        actions={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setForm({ open: true, listing: null })}
          >
            {ADMIN_COPY.addNewListing}
          </Button>
        }
      />
      <ListingsTable
        listings={listings.data ?? []}
        loading={listings.isPending}
        onEdit={(listing) => setForm({ open: true, listing })}
        onDelete={setToDelete}
        onExtend={(listing) => void onExtend(listing)}
        extendingId={extendingId}
      />
      <ListingFormDialog
        open={form.open}
        listing={form.listing}
        saving={save.isPending || uploading}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete listing"
        message={COPY.deleteListingConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
