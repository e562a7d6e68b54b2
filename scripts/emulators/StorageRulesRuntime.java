// From the workplace's shared firebase-offline kit (storage-rules-runtime/); built by scripts/emulators/provision.
package srr;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Offline replacement for cloud-storage-rules-runtime-vX.jar used by the firebase-tools Storage
 * emulator. Speaks the line-delimited JSON protocol of
 * firebase-tools/lib/emulator/storage/rules/runtime.js and evaluates rules with the Firebase rules
 * engine that ships inside the Cloud Firestore emulator jar.
 */
public final class StorageRulesRuntime {
  private static final Gson GSON = new Gson();
  private static JsonFormat.Parser protoJson;
  private static final Map<String, RulesetAst> RULESETS = new ConcurrentHashMap<>();
  /** Verify requests currently waiting for a Firestore document from firebase-tools, by id. */
  private static final Map<Long, Verify> WAITING = new ConcurrentHashMap<>();
  private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(r, "srr-worker");
    t.setDaemon(true);
    return t;
  });
  private static PrintStream out;
  /** The process's real stderr (System.err is muted unless SRR_DEBUG is set). */
  private static PrintStream realErr = System.err;
  private static FirebaseRulesProtoCompiler compiler;

  public static void main(String[] args) throws Exception {
    // stdout is reserved for the protocol. Library chatter on System.out/System.err is dropped
    // unless SRR_DEBUG is set (firebase-tools logs every stderr chunk from the runtime as WARN).
    out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    realErr = System.err;
    boolean debug = System.getenv("SRR_DEBUG") != null;
    PrintStream quiet = debug ? realErr : new PrintStream(OutputStream.nullOutputStream());
    System.setOut(quiet);
    System.setErr(quiet);
    java.util.logging.LogManager.getLogManager().reset();

    protoJson = JsonFormat.parser().ignoringUnknownFields();
    // Defaults of FirebaseRulesLangOptions.builder() disable cross-service rules (firestore.get /
    // firestore.exists in storage rules) and the ternary operator; Cloud Storage allows both.
    compiler = FirebaseRulesProtoCompiler.createStandalone(FirebaseRulesLangOptions.builder()
        .allowCrossServiceRules(true)
        .allowTernaryOperator(true)
        .allowLetBindings(true)
        .build());
    warmUp();

    JsonObject hello = new JsonObject();
    hello.addProperty("id", -1);
    hello.addProperty("status", "ok");
    hello.add("errors", new JsonArray());
    hello.add("warnings", new JsonArray());
    send(hello);

    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      handleLine(line);
    }
    System.exit(0);
  }

  /**
   * Compiles and evaluates a trivial ruleset once before announcing readiness, so the engine
   * classes are loaded and the first real verify is fast. (The JDK's one-time sun.misc.Unsafe
   * warning from protobuf is written to the JVM's initial stderr and cannot be muted from here;
   * firebase-tools shows it once as "Unexpected rules runtime error".)
   */
  private static void warmUp() {
    try {
      CompileResult cr = compiler.compile(com.google.firebase.rules.v1.Source.newBuilder()
          .addFiles(com.google.firebase.rules.v1.File.newBuilder().setName("warmup.rules")
              .setContent("rules_version = '2';\nservice firebase.storage {\n"
                  + "  match /b/{bucket}/o/{p=**} { allow read: if request.auth == null; }\n}\n")));
      Verify v = new Verify(0, null);
      v.path = toPath("/b/warmup/o/x");
      v.request = parseValue(JsonParser.parseString("{\"map_value\":{\"fields\":{"
          + "\"auth\":{\"null_value\":null},\"time\":{\"timestamp_value\":\"2020-01-01T00:00:00Z\"}}}}"))
          .getMapValue();
      new DefaultEvaluator(cr.getRulesetAst())
          .evaluate(FirebaseStorageGetContextConverter.convert(v)).get();
    } catch (Throwable t) {
      realErr.println("storage rules runtime warm-up failed: " + t);
    }
  }

  private static void handleLine(String line) {
    long id = Long.MIN_VALUE;
    try {
      JsonObject msg = JsonParser.parseString(line).getAsJsonObject();
      id = msg.has("id") && !msg.get("id").isJsonNull() ? msg.get("id").getAsLong() : Long.MIN_VALUE;
      String action = msg.has("action") ? msg.get("action").getAsString() : null;
      if (action == null) {
        // Data response for a Firestore document callback (id == server_request_id we sent).
        Verify v = WAITING.remove(id);
        if (v != null) v.onData(msg);
        return;
      }
      JsonObject ctx = msg.getAsJsonObject("context");
      switch (action) {
        case "load_ruleset" -> loadRuleset(id, ctx);
        case "verify" -> {
          // load_ruleset and document data are handled in order on this (reader) thread; verify
          // requests run concurrently, since they may wait on document data read by this thread.
          final long vid = id;
          POOL.execute(() -> {
            try {
              new Verify(vid, ctx).start();
            } catch (Throwable t) {
              send(error(vid, "runtime exception: " + t));
            }
          });
        }
        default -> send(error(id, "unknown action " + action));
      }
    } catch (Throwable t) {
      send(error(id, "runtime exception: " + t));
    }
  }

  // ---------------------------------------------------------------- load_ruleset

  private static void loadRuleset(long id, JsonObject ctx) {
    String name = ctx.get("rulesetName").getAsString();
    JsonObject source = ctx.getAsJsonObject("source");
    com.google.firebase.rules.v1.Source.Builder src = com.google.firebase.rules.v1.Source.newBuilder();
    for (JsonElement f : source.getAsJsonArray("files")) {
      JsonObject fo = f.getAsJsonObject();
      src.addFiles(com.google.firebase.rules.v1.File.newBuilder()
          .setName(fo.has("name") ? fo.get("name").getAsString() : "storage.rules")
          .setContent(fo.get("content").getAsString()));
    }
    CompileResult cr = compiler.compile(src);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : cr.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue));
    }
    if (cr.hasCompilationError() && errors.isEmpty()) {
      errors.add("Ruleset failed to compile");
    }
    JsonObject resp = new JsonObject();
    resp.addProperty("id", id);
    resp.addProperty("status", "ok");
    if (errors.isEmpty()) {
      RulesetAst ast = cr.getRulesetAst();
      RULESETS.put(name, ast);
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      resp.add("result", result);
    }
    resp.add("errors", errors);
    resp.add("warnings", warnings);
    send(resp);
  }

  /** Same shape firebase-tools' rules manager expects (Gson dump of the proto Issue). */
  private static String issueJson(Issue issue) {
    SourcePosition p = issue.getSourcePosition();
    JsonObject pos = new JsonObject();
    pos.addProperty("fileName_", p.getFileName());
    pos.addProperty("line_", p.getLine());
    pos.addProperty("column_", p.getColumn());
    JsonObject o = new JsonObject();
    o.addProperty("description_", issue.getDescription());
    o.add("sourcePosition_", pos);
    o.addProperty("severity_", issue.getSeverityValue());
    return GSON.toJson(o);
  }

  // ---------------------------------------------------------------- verify

  /** One verify request, including its serialized firestore.get/exists callbacks. */
  private static final class Verify implements FirebaseStorageService.FirebaseStorageCreateContext,
      FirebaseStorageService.FirebaseStorageGetContext,
      FirebaseStorageService.FirebaseStorageListContext,
      FirebaseStorageService.FirebaseStorageUpdateContext,
      FirebaseStorageService.FirebaseStorageDeleteContext {
    private final long id;
    private final JsonObject ctx;
    private ExpressionPathValue path;
    private ExpressionMapValue request = ExpressionMapValue.getDefaultInstance();
    private ExpressionValue resource = nullValue();
    // firebase-tools allows one outstanding document fetch per verify: queue the rest.
    private final ArrayDeque<Fetch> queue = new ArrayDeque<>();
    private Fetch inFlight;
    private JsonObject finalResponse;
    private boolean finished;

    /** Document fetches by path; value is the Firestore REST document, or null if not found. */
    private final Map<String, ListenableFuture<JsonObject>> docs = new java.util.HashMap<>();

    private record Fetch(String docPath, SettableFuture<JsonObject> f) {}

    Verify(long id, JsonObject ctx) {
      this.id = id;
      this.ctx = ctx;
    }

    void start() throws Exception {
      String rulesetName = ctx.get("rulesetName").getAsString();
      RulesetAst ast = RULESETS.get(rulesetName);
      if (ast == null) {
        send(error(id, "unknown ruleset " + rulesetName));
        return;
      }
      path = toPath(ctx.get("path").getAsString());
      JsonObject vars = ctx.has("variables") ? ctx.getAsJsonObject("variables") : new JsonObject();
      if (vars.has("request")) {
        ExpressionValue r = parseValue(vars.get("request"));
        request = r.getMapValue();
      }
      if (vars.has("resource")) resource = parseValue(vars.get("resource"));

      String method = ctx.get("method").getAsString().toLowerCase();
      RuleContext rc = switch (method) {
        case "get" -> FirebaseStorageGetContextConverter.convert(this);
        case "list" -> FirebaseStorageListContextConverter.convert(this);
        case "create" -> FirebaseStorageCreateContextConverter.convert(this);
        case "update" -> FirebaseStorageUpdateContextConverter.convert(this);
        case "delete" -> FirebaseStorageDeleteContextConverter.convert(this);
        default -> throw new IllegalArgumentException("unsupported method " + method);
      };
      ListenableFuture<EvaluationResult> result = new DefaultEvaluator(ast).evaluate(rc);
      Futures.addCallback(result, new FutureCallback<EvaluationResult>() {
        @Override public void onSuccess(EvaluationResult r) {
          JsonObject resp = new JsonObject();
          resp.addProperty("status", "ok");
          JsonObject res = new JsonObject();
          res.addProperty("permit", r.permit());
          resp.add("result", res);
          resp.add("errors", new JsonArray());
          resp.add("warnings", new JsonArray());
          finish(resp);
        }
        @Override public void onFailure(Throwable t) {
          JsonObject resp = new JsonObject();
          resp.addProperty("status", "ok");
          JsonObject res = new JsonObject();
          res.addProperty("permit", false);
          resp.add("result", res);
          resp.add("errors", new JsonArray());
          JsonArray w = new JsonArray();
          w.add("Rules evaluation failed: " + t);
          resp.add("warnings", w);
          finish(resp);
        }
      }, MoreExecutors.directExecutor());
    }

    /** Sends the final answer once no document fetch is outstanding. */
    private void finish(JsonObject resp) {
      resp.addProperty("id", id);
      synchronized (this) {
        finished = true;
        for (Fetch f : queue) f.f.cancel(false);
        queue.clear();
        if (inFlight != null) {
          finalResponse = resp;
          return;
        }
      }
      send(resp);
    }

    /** Fetches (once per verify and document path) and converts for get() or exists(). */
    private ListenableFuture<ExpressionValue> fetch(ExpressionPathValue docPath, boolean existsOnly) {
      String p = pathToString(docPath);
      ListenableFuture<JsonObject> doc;
      synchronized (this) {
        doc = docs.get(p);
        if (doc == null && finished) {
          doc = Futures.immediateCancelledFuture();
        } else if (doc == null) {
          Fetch f = new Fetch(p, SettableFuture.create());
          docs.put(p, f.f);
          queue.add(f);
          pump();
          doc = f.f;
        }
      }
      return Futures.transform(doc, d -> {
        if (existsOnly) return ExpressionValue.newBuilder().setBoolValue(d != null).build();
        return d == null ? nullValue() : firestoreDocToResource(d, p);
      }, MoreExecutors.directExecutor());
    }

    // caller holds lock
    private void pump() {
      if (inFlight != null || queue.isEmpty()) return;
      inFlight = queue.poll();
      JsonObject msg = new JsonObject();
      msg.addProperty("id", id);
      msg.addProperty("server_request_id", id);
      msg.addProperty("action", "fetch_firestore_document");
      msg.addProperty("status", "ok");
      JsonObject c = new JsonObject();
      c.addProperty("path", inFlight.docPath);
      msg.add("context", c);
      WAITING.put(id, this);
      send(msg);
    }

    void onData(JsonObject msg) {
      Fetch done;
      JsonObject pendingFinal;
      synchronized (this) {
        done = inFlight;
        inFlight = null;
        pendingFinal = finalResponse;
        if (pendingFinal == null) pump();
      }
      if (done != null) {
        boolean found = "ok".equals(str(msg, "status")) && msg.has("result")
            && msg.get("result").isJsonObject();
        done.f.set(found ? msg.getAsJsonObject("result") : null);
      }
      if (pendingFinal != null) send(pendingFinal);
    }

    // ---- FirebaseStorageService context interfaces
    @Override public ExpressionPathValue path() { return path; }
    @Override public ExpressionMapValue request() { return request; }
    @Override public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }
    @Override public ExpressionValue debug(ExpressionValue v) {
      // Rules debug() output: firebase-tools shows runtime stderr as a warning in its log.
      realErr.println("debug(): " + v.toString().trim().replace('\n', ' '));
      return v;
    }
    @Override public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue p,
        SourcePosition pos) {
      return fetch(p, false);
    }
    @Override public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue p,
        SourcePosition pos) {
      return fetch(p, true);
    }
  }

  // ---------------------------------------------------------------- helpers

  private static ExpressionValue parseValue(JsonElement json) throws Exception {
    ExpressionValue.Builder b = ExpressionValue.newBuilder();
    protoJson.merge(GSON.toJson(fixNulls(json)), b);
    return b.build();
  }

  /**
   * firebase-tools sends {"null_value": null}; proto3 JSON reads a JSON null as "field unset",
   * which leaves the ExpressionValue without a kind. Rewrite to the enum name.
   */
  private static JsonElement fixNulls(JsonElement e) {
    if (e.isJsonObject()) {
      for (Map.Entry<String, JsonElement> en : e.getAsJsonObject().entrySet()) {
        if (en.getKey().equals("null_value") || en.getKey().equals("nullValue")) {
          if (en.getValue().isJsonNull()) en.setValue(new com.google.gson.JsonPrimitive("NULL_VALUE"));
        } else {
          fixNulls(en.getValue());
        }
      }
    } else if (e.isJsonArray()) {
      for (JsonElement x : e.getAsJsonArray()) fixNulls(x);
    }
    return e;
  }

  private static ExpressionPathValue toPath(String s) {
    ExpressionPathValue.Builder b = ExpressionPathValue.newBuilder();
    for (String seg : s.split("/")) {
      if (!seg.isEmpty()) b.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(seg));
    }
    return b.build();
  }

  private static String pathToString(ExpressionPathValue p) {
    StringBuilder sb = new StringBuilder();
    for (ExpressionPathSegmentValue seg : p.getSegmentsList()) {
      sb.append('/');
      switch (seg.getKindCase()) {
        case SIMPLE -> sb.append(seg.getSimple());
        case CAPTURE -> sb.append(seg.getCapture().getBoundValue());
        case GLOB_CAPTURE -> sb.append(pathToString(seg.getGlobCapture().getBoundValue()).substring(1));
        default -> { }
      }
    }
    return sb.toString();
  }

  private static ExpressionValue nullValue() {
    return ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
  }

  /** firestore.get() result: map with data, id and __name__, like Firestore rules' resource. */
  private static ExpressionValue firestoreDocToResource(JsonObject doc, String docPath) {
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (doc.has("fields") && doc.get("fields").isJsonObject()) {
      for (Map.Entry<String, JsonElement> e : doc.getAsJsonObject("fields").entrySet()) {
        data.putFields(e.getKey(), firestoreValue(e.getValue().getAsJsonObject()));
      }
    }
    ExpressionPathValue p = toPath(docPath);
    String docId = p.getSegmentsCount() == 0 ? "" : p.getSegments(p.getSegmentsCount() - 1).getSimple();
    ExpressionMapValue.Builder res = ExpressionMapValue.newBuilder()
        .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
        .putFields("id", ExpressionValue.newBuilder().setStringValue(docId).build())
        .putFields("__name__", ExpressionValue.newBuilder().setPathValue(p).build());
    return ExpressionValue.newBuilder().setMapValue(res).build();
  }

  /** Firestore REST/JSON Value -> rules ExpressionValue. */
  private static ExpressionValue firestoreValue(JsonObject v) {
    ExpressionValue.Builder b = ExpressionValue.newBuilder();
    if (v.has("nullValue")) return nullValue();
    if (v.has("booleanValue")) return b.setBoolValue(v.get("booleanValue").getAsBoolean()).build();
    if (v.has("integerValue")) return b.setIntValue(v.get("integerValue").getAsLong()).build();
    if (v.has("doubleValue")) return b.setFloatValue(v.get("doubleValue").getAsDouble()).build();
    if (v.has("stringValue")) return b.setStringValue(v.get("stringValue").getAsString()).build();
    if (v.has("timestampValue")) {
      try {
        return b.setTimestampValue(Timestamps.parse(v.get("timestampValue").getAsString())).build();
      } catch (java.text.ParseException e) {
        throw new IllegalArgumentException(e);
      }
    }
    if (v.has("bytesValue")) {
      return b.setBytesValue(ByteString.copyFrom(
          Base64.getDecoder().decode(v.get("bytesValue").getAsString()))).build();
    }
    if (v.has("referenceValue")) {
      String ref = v.get("referenceValue").getAsString();
      int i = ref.indexOf("/databases/");
      return b.setPathValue(toPath(i >= 0 ? ref.substring(i) : ref)).build();
    }
    if (v.has("geoPointValue")) {
      JsonObject g = v.getAsJsonObject("geoPointValue");
      return b.setLatlngValue(LatLng.newBuilder()
          .setLatitude(g.has("latitude") ? g.get("latitude").getAsDouble() : 0)
          .setLongitude(g.has("longitude") ? g.get("longitude").getAsDouble() : 0)).build();
    }
    if (v.has("arrayValue")) {
      var list = com.google.firebase.rules.runtime.v1.ExpressionListValue.newBuilder();
      JsonObject av = v.getAsJsonObject("arrayValue");
      if (av.has("values")) {
        for (JsonElement e : av.getAsJsonArray("values")) list.addValues(firestoreValue(e.getAsJsonObject()));
      }
      return b.setListValue(list).build();
    }
    if (v.has("mapValue")) {
      ExpressionMapValue.Builder m = ExpressionMapValue.newBuilder();
      JsonObject mv = v.getAsJsonObject("mapValue");
      if (mv.has("fields")) {
        for (Map.Entry<String, JsonElement> e : mv.getAsJsonObject("fields").entrySet()) {
          m.putFields(e.getKey(), firestoreValue(e.getValue().getAsJsonObject()));
        }
      }
      return b.setMapValue(m).build();
    }
    return nullValue();
  }

  private static String str(JsonObject o, String k) {
    return o.has(k) && !o.get(k).isJsonNull() ? o.get(k).getAsString() : null;
  }

  private static JsonObject error(long id, String message) {
    JsonObject o = new JsonObject();
    if (id != Long.MIN_VALUE) o.addProperty("id", id);
    // status must be "ok": firebase-tools drops non-ok messages without resolving the request,
    // which would hang the caller. A non-empty errors list makes it deny / reject the ruleset.
    o.addProperty("status", "ok");
    o.addProperty("message", message);
    JsonArray errors = new JsonArray();
    errors.add(message);
    o.add("errors", errors);
    o.add("warnings", new JsonArray());
    return o;
  }

  private static synchronized void send(JsonObject o) {
    out.print(GSON.toJson(o) + "\n");
    out.flush();
  }
}
