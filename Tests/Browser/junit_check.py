"""Reads a junit.xml with junitparser, a real JUnit consumer (run by ReviewFlowTests.swift).

usage: junit_check.py JUNIT_XML
Prints one line per test case: "classname|name|result" where result is passed, failure or
error, then "junit_check: N case(s)". Exits 1 when the file does not parse.
"""
import sys

from junitparser import Error, Failure, JUnitXml

xml = JUnitXml.fromfile(sys.argv[1])
count = 0
for suite in xml:
    for case in suite:
        kinds = [type(r).__name__.lower() for r in case.result if isinstance(r, (Failure, Error))]
        print(f"{case.classname}|{case.name}|{kinds[0] if kinds else 'passed'}")
        count += 1
print(f"junit_check: {count} case(s), {xml.failures} failure(s), {xml.errors} error(s)")
