#!/bin/sh
# Builds target/java-atspi-bridge_<version>_all.deb from the agent jar (built first when missing).
# Reproducible: every file and the archive carry the changelog's date, compression is fixed.
# Usage: packaging/build-deb.sh   (JAR=path/to/java-atspi-agent.jar to package another build)
set -eu
cd "$(dirname "$0")"
JAR=${JAR:-../javaagent/target/java-atspi-agent.jar}
if [ ! -f "$JAR" ]; then
    (cd .. && mvn -B -q package -DskipTests -pl javaagent -am)
fi
for tool in dpkg-deb gzip java; do
    command -v "$tool" >/dev/null 2>&1 || { echo "build-deb.sh: $tool is missing (apt-get install dpkg gzip default-jre-headless)" >&2; exit 1; }
done

# 0.1.0-SNAPSHOT becomes 0.1.0~snapshot, which sorts before the release 0.1.0.
VERSION=$(java -jar "$JAR" --version | sed 's/^java-atspi //; s/-SNAPSHOT$/~snapshot/')
SOURCE_DATE_EPOCH=$(date -u -d "$(sed -n 's/^ -- .*>  //p' debian/changelog.in | head -n 1)" +%s)
export SOURCE_DATE_EPOCH

ROOT=target/deb-root
DEB=target/java-atspi-bridge_${VERSION}_all.deb
rm -rf "$ROOT" "$DEB"
mkdir -p "$ROOT/DEBIAN" "$ROOT/usr/bin" "$ROOT/usr/share/java" "$ROOT/usr/share/man/man1" \
    "$ROOT/usr/share/doc/java-atspi-bridge"

# Debian's Java policy: the versioned jar, and the plain name as a link that upgrades move along.
install -m 644 "$JAR" "$ROOT/usr/share/java/java-atspi-agent-$VERSION.jar"
ln -s "java-atspi-agent-$VERSION.jar" "$ROOT/usr/share/java/java-atspi-agent.jar"
install -m 755 common/java-atspi "$ROOT/usr/bin/java-atspi"
sed "s/@VERSION@/$VERSION/" common/java-atspi.1 | gzip -9n > "$ROOT/usr/share/man/man1/java-atspi.1.gz"
install -m 644 debian/copyright "$ROOT/usr/share/doc/java-atspi-bridge/copyright"
sed "s/@VERSION@/$VERSION/" debian/changelog.in | gzip -9n > "$ROOT/usr/share/doc/java-atspi-bridge/changelog.gz"
chmod 644 "$ROOT/usr/share/man/man1/java-atspi.1.gz" "$ROOT/usr/share/doc/java-atspi-bridge/changelog.gz"

install -m 755 debian/prerm "$ROOT/DEBIAN/prerm"
(cd "$ROOT" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$ROOT/DEBIAN/md5sums"
chmod 644 "$ROOT/DEBIAN/md5sums"
SIZE=$(du -sk --apparent-size "$ROOT/usr" | cut -f1)
sed "s/@VERSION@/$VERSION/; s/@SIZE@/$SIZE/" debian/control.in > "$ROOT/DEBIAN/control"
chmod 644 "$ROOT/DEBIAN/control"
find "$ROOT" -type d -exec chmod 755 {} +
find "$ROOT" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

dpkg-deb --root-owner-group -Zxz --build "$ROOT" "$DEB" >/dev/null
echo "$DEB"
