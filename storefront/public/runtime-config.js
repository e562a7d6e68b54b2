window.__SWAGDROP_CONFIG__ = {
  remotes: {
    shared_ui: 'http://127.0.0.1:5106/mf-manifest.json',
  },
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-swagdrop.firebaseapp.com',
    projectId: 'demo-swagdrop',
    storageBucket: 'demo-swagdrop.appspot.com',
    pendingUploadsBucket: 'demo-swagdrop-pending-uploads',
    appId: 'demo-swagdrop-web',
  },
  emulators: {
    auth: 'http://127.0.0.1:9109',
    firestore: {
      host: '127.0.0.1',
      port: 8188,
    },
    storage: {
      host: '127.0.0.1',
      port: 9198,
    },
    functions: {
      host: '127.0.0.1',
      port: 5101,
    },
  },
  functionsBaseUrl: 'http://127.0.0.1:5101/demo-swagdrop/us-central1',
  storefrontUrl: 'http://127.0.0.1:5100',
  adminUrl: 'http://127.0.0.1:5105',
};
