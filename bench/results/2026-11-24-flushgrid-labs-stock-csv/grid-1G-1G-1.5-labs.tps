sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1465.33 qps: 8821.92 (r/w/o: 0.00/5883.27/2938.64) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1879.24 qps: 11284.41 (r/w/o: 0.00/7525.94/3758.47) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1773.85 qps: 10640.13 (r/w/o: 0.00/7092.42/3547.71) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1414.83 qps: 8474.97 (r/w/o: 0.00/5646.32/2828.66) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1830.19 qps: 10996.13 (r/w/o: 0.00/7334.76/3661.38) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1983.66 qps: 11901.98 (r/w/o: 0.00/7934.65/3967.33) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1538.08 qps: 9232.45 (r/w/o: 0.00/6155.30/3077.15) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1505.34 qps: 9016.02 (r/w/o: 0.00/6006.35/3009.67) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1451.47 qps: 8722.82 (r/w/o: 0.00/5819.88/2902.93) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1458.00 qps: 8744.01 (r/w/o: 0.00/5829.01/2915.00) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1516.94 qps: 9101.63 (r/w/o: 0.00/6067.75/3033.88) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1036.72 qps: 6216.32 (r/w/o: 0.00/4142.88/2073.44) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1403.77 qps: 8416.63 (r/w/o: 0.00/5608.09/2808.54) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1579.71 qps: 9489.24 (r/w/o: 0.00/6329.83/3159.41) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1248.41 qps: 7476.47 (r/w/o: 0.00/4979.65/2496.82) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1275.56 qps: 7662.39 (r/w/o: 0.00/5111.26/2551.13) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1726.11 qps: 10362.63 (r/w/o: 0.00/6910.42/3452.21) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1779.57 qps: 10662.41 (r/w/o: 0.00/7103.28/3559.14) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1313.13 qps: 7890.77 (r/w/o: 0.00/5264.52/2626.26) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1672.04 qps: 10035.24 (r/w/o: 0.00/6691.16/3344.08) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1882.01 qps: 11287.03 (r/w/o: 0.00/7523.02/3764.01) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1579.45 qps: 9482.72 (r/w/o: 0.00/6323.82/3158.91) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1628.05 qps: 9751.30 (r/w/o: 0.00/6495.20/3256.10) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1482.41 qps: 8909.50 (r/w/o: 0.00/5944.67/2964.83) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1650.90 qps: 9905.38 (r/w/o: 0.00/6603.58/3301.79) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1398.17 qps: 8388.02 (r/w/o: 0.00/5591.68/2796.34) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1592.07 qps: 9554.41 (r/w/o: 0.00/6370.27/3184.14) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1766.64 qps: 10600.87 (r/w/o: 0.00/7067.58/3533.29) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1562.80 qps: 9378.81 (r/w/o: 0.00/6253.21/3125.60) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1602.39 qps: 9601.32 (r/w/o: 0.00/6396.54/3204.77) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1328.63 qps: 7976.75 (r/w/o: 0.00/5319.50/2657.25) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1460.07 qps: 8760.44 (r/w/o: 0.00/5840.30/2920.15) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1327.14 qps: 7950.82 (r/w/o: 0.00/5298.55/2652.27) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 931.15 qps: 5606.91 (r/w/o: 0.00/3742.61/1864.30) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1556.62 qps: 9328.72 (r/w/o: 0.00/6215.48/3113.24) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1555.24 qps: 9342.44 (r/w/o: 0.00/6231.96/3110.48) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1277.77 qps: 7652.74 (r/w/o: 0.00/5097.20/2555.53) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1260.21 qps: 7571.36 (r/w/o: 0.00/5050.94/2520.42) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1424.99 qps: 8549.92 (r/w/o: 0.00/5699.95/2849.97) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1443.06 qps: 8655.36 (r/w/o: 0.00/5769.24/2886.12) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1622.92 qps: 9743.54 (r/w/o: 0.00/6497.70/3245.85) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1501.88 qps: 9008.28 (r/w/o: 0.00/6004.52/3003.76) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1630.71 qps: 9776.26 (r/w/o: 0.00/6516.85/3259.42) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1809.17 qps: 10867.09 (r/w/o: 0.00/7246.73/3620.35) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1723.80 qps: 10329.82 (r/w/o: 0.00/6884.22/3445.61) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           275432
        other:                           137716
        total:                           413148
    transactions:                        68858  (1530.03 per sec.)
    queries:                             413148 (9180.20 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0039s
    total number of events:              68858

Latency (ms):
         min:                                    0.49
         avg:                                    5.22
         max:                                  272.30
         95th percentile:                       10.27
         sum:                               359771.28

Threads fairness:
    events (avg/stddev):           8607.2500/50.17
    execution time (avg/stddev):   44.9714/0.00

